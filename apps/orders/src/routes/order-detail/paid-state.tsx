import type { Order, OrderPaymentState } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useCan } from '@sp/shared-auth';
import {
  Badge,
  Card,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  formatDate,
} from '@sp/ui';
import { useOrderPaymentState } from '../../api/orders';
import { formatMoney } from '../../lib/format';

const palette: Record<OrderPaymentState['state'], string> = {
  not_due: 'gray',
  unpaid: 'red',
  partly_paid: 'orange',
  settled: 'green',
  refunded: 'purple',
};

/**
 * Whether the order is paid (issue 29.6), from the finance journal: what it is due for,
 * settled and open, what was given back to the buyer, and the payments that settled it. Shown only to those who may read
 * payments (the API refuses the others too); the agent role sees nothing of it.
 */
export function PaidState({ order }: { order: Order }) {
  const can = useCan({ action: 'read', subject: 'Payment' });
  return can ? <PaidStateCard order={order} /> : null;
}

function PaidStateCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.language;
  const q = useOrderPaymentState(order.id);
  if (q.error) return null; // Not a finance tenant's order to settle, or gone: the rest of the page stands.
  if (!q.data) return <Skeleton height="24" />;
  const s = q.data;
  const money = (v: string) => formatMoney(v, s.currency, lng);
  const cells = [
    ['due', s.due],
    ['settled', s.settled],
    ['open', s.open],
    ...(Number(s.credited) > 0 ? [['credited', s.credited]] : []),
    ...(Number(s.refunded) > 0 ? [['refunded', s.refunded]] : []),
  ] as [string, string][];
  return (
    <Card.Root as="section" aria-label={t('paidState.title')} data-testid="paid-state">
      <Card.Body>
        <Stack gap="3">
          <HStack gap="3" wrap="wrap">
            <Heading size="md">{t('paidState.title')}</Heading>
            <Badge colorPalette={palette[s.state]} data-testid="paid-state-badge">
              {t(`paidState.state.${s.state}`)}
            </Badge>
          </HStack>
          {s.partlyDelivered && (
            <Text color="fg.muted" data-testid="paid-state-partly">
              {t('paidState.partlyDeliveredHint')}
            </Text>
          )}
          {s.state === 'not_due' ? (
            <Text color="fg.muted">{t('paidState.notDueHint')}</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, sm: Math.min(cells.length, 4) }} gap="4" as="dl">
              {cells.map(([key, v]) => (
                <Stack key={key} gap="0">
                  <Text as="dt" textStyle="xs" color="fg.muted">
                    {t(`paidState.${key}`)}
                  </Text>
                  <Text as="dd" fontWeight="medium" data-testid={`paid-${key}`}>
                    {money(v)}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          )}
          {s.settledBy.length > 0 && (
            <Table.ScrollArea borderWidth="1px" borderRadius="md">
              <Table.Root size="sm" aria-label={t('paidState.settledBy')}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('paidState.payment')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('paidState.kind')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('paidState.reference')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('paidState.paidOn')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('paidState.amount')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {s.settledBy.map((p) => (
                    <Table.Row key={p.paymentId}>
                      <Table.Cell>
                        <span dir="ltr">{p.number}</span>
                      </Table.Cell>
                      <Table.Cell>
                        {t(`paidState.paymentKind.${p.kind}`, { defaultValue: p.kind })}
                      </Table.Cell>
                      <Table.Cell>
                        {p.reference ? <span dir="ltr">{p.reference}</span> : '—'}
                      </Table.Cell>
                      <Table.Cell>{formatDate(p.paidOn, 'DD Mon, YYYY', lng)}</Table.Cell>
                      <Table.Cell textAlign="end">{money(p.amount)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
