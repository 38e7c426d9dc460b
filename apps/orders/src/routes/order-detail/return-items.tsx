import { ordersPaths } from '@sp/contracts/paths';
import type { Order } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { useCan } from '@sp/shared-auth';
import {
  Alert,
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
  notify,
} from '@sp/ui';
import { useState } from 'react';
import { useCreateReturn, useReturnable, useReturnReasons, useReturns } from '../../api/returns';
import { orderErrorMessage } from '../../lib/errors';
import { reasonName } from '../../lib/reason-name';
import { partlyDelivered } from './deliver-shipment-button';

/**
 * A delivered or partly delivered order's returns (issue 31.1): those already asked, and
 * "Return items" to pick lines, quantities (never beyond what was delivered less what came
 * back: the API says which line) and a reason each.
 */
export function ReturnItems({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const canAsk = useCan({ action: 'update', subject: 'Order' });
  const delivered = order.status === 'delivered' || partlyDelivered(order);
  const returns = useReturns({ orderId: order.id, page: 1, pageSize: 50 });
  const [open, setOpen] = useState(false);
  const items = returns.data?.items ?? [];
  if (!delivered && !items.length) return null;
  return (
    <Card.Root as="section" aria-label={t('returns.title')} data-testid="order-returns">
      <Card.Body>
        <Stack gap="3">
          <HStack gap="3" wrap="wrap" justify="space-between">
            <Heading size="md">{t('returns.title')}</Heading>
            {delivered && canAsk && !open && (
              <Button variant="outline" onClick={() => setOpen(true)}>
                {t('returns.returnItems')}
              </Button>
            )}
          </HStack>
          {items.length === 0 && !open && <Text color="fg.muted">{t('returns.noneForOrder')}</Text>}
          {items.map((r) => (
            <HStack key={r.id} gap="3" wrap="wrap">
              <Link to={ordersPaths.returnOf(r.id)}>
                <Text as="span" dir="ltr" fontWeight="semibold" color="colorPalette.fg">
                  {r.number}
                </Text>
              </Link>
              <Badge>{t(`returns.status.${r.status}`)}</Badge>
              <Text as="span" color="fg.muted">
                {t('returns.units', { count: r.units })}
              </Text>
            </HStack>
          ))}
          {open && <ReturnForm orderId={order.id} onDone={() => setOpen(false)} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function ReturnForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const { t, i18n } = useTranslation('orders');
  const returnable = useReturnable(orderId, true);
  const reasons = (useReturnReasons().data?.items ?? []).filter((r) => r.active);
  const create = useCreateReturn();
  const [qty, setQty] = useState<Record<string, string>>({});
  const [reason, setReason] = useState<Record<string, string>>({});
  const lines = returnable.data?.lines ?? [];
  const chosen = lines.filter((l) => Number(qty[l.orderLineId] ?? 0) > 0);
  const submit = () =>
    create.mutate(
      {
        orderId,
        note: '',
        lines: chosen.map((l) => ({
          orderLineId: l.orderLineId,
          quantity: Number(qty[l.orderLineId]),
          reasonId: reason[l.orderLineId] ?? reasons[0]?.id ?? '',
        })),
      },
      {
        onSuccess: (r) => {
          notify('success', t('returns.created', { number: r.number }));
          onDone();
        },
      },
    );
  return (
    <Stack gap="3" data-testid="return-form">
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={t('returns.pickLines')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('returns.product')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('returns.returnable')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('returns.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('returns.reason')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((l) => (
              <Table.Row key={l.orderLineId}>
                <Table.Cell>
                  <Text as="span" display="block">
                    {l.name}
                  </Text>
                  <Text as="span" dir="ltr" textStyle="xs" color="fg.muted">
                    {l.sku}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end">{l.returnable}</Table.Cell>
                <Table.Cell minWidth="20">
                  <Input
                    size="sm"
                    inputMode="numeric"
                    aria-label={t('returns.quantityOf', { name: l.name })}
                    value={qty[l.orderLineId] ?? ''}
                    placeholder="0"
                    disabled={l.returnable === 0}
                    onChange={(e) => {
                      const v = e.currentTarget.value;
                      setQty((q) => ({ ...q, [l.orderLineId]: v }));
                    }}
                  />
                </Table.Cell>
                <Table.Cell minWidth="36">
                  <NativeSelect.Root size="sm" disabled={l.returnable === 0}>
                    <NativeSelect.Field
                      aria-label={t('returns.reasonOf', { name: l.name })}
                      value={reason[l.orderLineId] ?? reasons[0]?.id ?? ''}
                      onChange={(e) => {
                        const v = e.currentTarget.value;
                        setReason((r) => ({ ...r, [l.orderLineId]: v }));
                      }}
                    >
                      {reasons.map((r) => (
                        <option key={r.id} value={r.id}>
                          {reasonName(r, i18n.language)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {create.error && (
        <Alert.Root status="error" data-testid="return-error">
          <Alert.Indicator />
          <Alert.Title>{orderErrorMessage(t, create.error)}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="2" wrap="wrap">
        <Button onClick={submit} loading={create.isPending} disabled={!chosen.length}>
          {t('returns.ask')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
