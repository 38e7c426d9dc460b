import { ordersPaths } from '@sp/contracts/paths';
import type { Allocation, PaymentDetail } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { errorMessage, lazyPart, preloadOn } from '@sp/page-kit';
import { Link } from '@sp/router';
import { useCan } from '@sp/shared-auth';
import { Button, HStack, Heading, Stack, Table, Text, formatDate, notify } from '@sp/ui';
import { Suspense, useState } from 'react';
import { useUnallocate } from '../../api/payments';
import { ALLOCATABLE_KINDS } from '../../lib/choices';
import { formatMoney } from '../../lib/format';
import { subtract, toMinor } from '../../lib/money';

const AllocateDialog = lazyPart(() => import('./allocate-dialog'));

/** What the payment settles (each undoable), and "Allocate" while part of it is free. */
export function Allocations({ payment }: { payment: PaymentDetail }) {
  const { t, i18n } = useTranslation('finance');
  const lng = i18n.language;
  const canUpdate = useCan({ action: 'update', subject: 'Payment' });
  const unallocate = useUnallocate(payment.id);
  const [allocating, setAllocating] = useState(false);
  if (!ALLOCATABLE_KINDS.has(payment.kind)) return null;
  const editable = canUpdate && !payment.voidedAt;
  const free = subtract(payment.amount, payment.allocated);
  const undo = (a: Allocation) =>
    unallocate.mutate(a.id, {
      onSuccess: () =>
        notify(
          'success',
          t('allocations.undone', {
            target: a.orderNumber ?? a.purchaseNumber ?? a.chargeLabel ?? '',
          }),
        ),
      onError: (error) => notify('error', errorMessage(t, error)),
    });
  return (
    <Stack gap="3" as="section" aria-label={t('allocations.title')}>
      <HStack justify="space-between" wrap="wrap">
        <Heading size="md" as="h2">
          {t('allocations.title')}
        </Heading>
        {editable && toMinor(free) > 0 && (
          <Button
            colorPalette="brand"
            {...preloadOn(AllocateDialog)}
            onClick={() => setAllocating(true)}
          >
            {t('allocations.allocate')}
          </Button>
        )}
      </HStack>
      <Text color="fg.muted" textStyle="sm">
        {t('allocations.free', { amount: formatMoney(free, payment.currency, lng) })}
      </Text>
      {payment.allocations.length === 0 ? (
        <Text color="fg.muted">{t('allocations.none')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={t('allocations.title')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('allocations.target')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('allocations.at')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('allocations.amount')}</Table.ColumnHeader>
                {editable && (
                  <Table.ColumnHeader>
                    <Text srOnly>{t('allocations.actions')}</Text>
                  </Table.ColumnHeader>
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {payment.allocations.map((a) => (
                <Table.Row key={a.id}>
                  <Table.Cell>
                    {a.orderId ? (
                      <Link to={ordersPaths.order(a.orderId)}>
                        <Text as="span" dir="ltr" color="colorPalette.fg">
                          {a.orderNumber}
                        </Text>
                      </Link>
                    ) : a.chargeId ? (
                      // A cost service the supplier billed: its name and the order it was charged on.
                      <Text as="span">
                        {t('allocations.serviceCharge', { label: a.chargeLabel ?? '' })}
                      </Text>
                    ) : (
                      <Text as="span" dir="ltr">
                        {a.purchaseNumber}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>{formatDate(a.createdAt, 'datetime', lng)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {formatMoney(a.amount, payment.currency, lng)}
                  </Table.Cell>
                  {editable && (
                    <Table.Cell textAlign="end">
                      <Button
                        size="xs"
                        variant="ghost"
                        loading={unallocate.isPending && unallocate.variables === a.id}
                        onClick={() => undo(a)}
                      >
                        {t('allocations.undo')}
                      </Button>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Suspense>
        {allocating && <AllocateDialog payment={payment} onClose={() => setAllocating(false)} />}
      </Suspense>
    </Stack>
  );
}
