import type { Order } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useCan } from '@sp/shared-auth';
import { Alert, Button, Card, Field, Heading, HStack, Input, Stack, Text, notify } from '@sp/ui';
import { useState } from 'react';
import { useOrderPaymentState } from '../../api/orders';
import { useApplyCredit, useCustomerCredit } from '../../api/returns';
import { formatMoney } from '../../lib/format';
import { orderErrorMessage } from '../../lib/errors';

/** Orders a credit may pay (the API refuses the others): prepaid, not cancelled or returned. */
const CREDITABLE = ['pending', 'confirmed', 'packed', 'shipped', 'delivered'];

/**
 * The customer's credit on the order page (issue 31.2): when the order's customer holds
 * credit notes with a balance in the order's currency, staff see it and spend some or all of
 * it on this prepaid order; the paid state beside follows (partly paid, settled). On the
 * order page rather than the form: a credit is spent on a saved order, at its final total
 * (docs/returns.md "Credit on an order").
 */
export function CustomerCredit({ order }: { order: Order }) {
  const canPay = useCan({ action: 'create', subject: 'Payment' });
  const shown =
    canPay &&
    order.paymentMethod === 'prepaid' &&
    Boolean(order.customerId) &&
    CREDITABLE.includes(order.status);
  const credit = useCustomerCredit(order.customerId, shown);
  const balance = credit.data?.balances.find((b) => b.currency === order.currency)?.balance;
  if (!shown || !balance || Number(balance) <= 0) return null;
  return <CreditCard key={balance} order={order} balance={balance} />;
}

function CreditCard({ order, balance }: { order: Order; balance: string }) {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.language;
  const paid = useOrderPaymentState(order.id).data;
  const left = Number(order.total) - Number(paid?.credited ?? 0);
  const [amount, setAmount] = useState(Math.max(Math.min(Number(balance), left), 0).toFixed(2));
  const apply = useApplyCredit();
  const money = (v: string | number) => formatMoney(String(v), order.currency, lng);
  const valid = /^\d+(\.\d{1,2})?$/.test(amount.trim()) && Number(amount) > 0;
  return (
    <Card.Root as="section" aria-label={t('credit.title')} data-testid="customer-credit">
      <Card.Body>
        <Stack gap="3">
          <Heading size="md">{t('credit.title')}</Heading>
          <Text data-testid="credit-balance">
            {t('credit.holds', { name: order.customer.name, amount: money(balance) })}
          </Text>
          <HStack gap="3" wrap="wrap" align="end">
            <Field.Root invalid={!valid} width={{ base: 'full', sm: '48' }}>
              <Field.Label>{t('credit.amount')}</Field.Label>
              <Input
                inputMode="decimal"
                dir="ltr"
                value={amount}
                onChange={(e) => setAmount(e.currentTarget.value)}
              />
              {!valid && <Field.ErrorText>{t('credit.amountInvalid')}</Field.ErrorText>}
            </Field.Root>
            <Button
              disabled={!valid}
              loading={apply.isPending}
              onClick={() =>
                apply.mutate(
                  { orderId: order.id, amount: amount.trim() },
                  {
                    onSuccess: (used) =>
                      notify('success', t('credit.applied', { amount: money(used.amount) })),
                  },
                )
              }
            >
              {t('credit.apply')}
            </Button>
          </HStack>
          {apply.error && (
            <Alert.Root status="error" data-testid="credit-error">
              <Alert.Indicator />
              <Alert.Title>{orderErrorMessage(t, apply.error)}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
