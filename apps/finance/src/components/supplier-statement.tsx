import { financePaths, ordersPaths } from '@sp/contracts/paths';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { Badge, Card, Heading, Skeleton, Stack, Table, Text, formatDate } from '@sp/ui';
import { useSupplierStatement } from '../api/statements';
import { formatMoney } from '../lib/format';
import { ErrorAlert } from './error-alert';
import { Facts } from '@sp/page-kit';

type Owed = { amount: string; paid: string; open: string; currency: string };

/** A payable's or a service charge's amount, what was paid of it and what is open. */
function MoneyCells({ row, lng }: { row: Owed; lng: string }) {
  return (
    <>
      {([row.amount, row.paid, row.open] as const).map((value, i) => (
        <Table.Cell key={i} textAlign="end">
          {formatMoney(value, row.currency, lng)}
        </Table.Cell>
      ))}
    </>
  );
}

/** When a payable or a service charge falls due, marked when it is overdue. */
function DueCell({ row, lng }: { row: { dueDate: string; overdue: boolean }; lng: string }) {
  const { t } = useTranslation('finance');
  return (
    <Table.Cell>
      {formatDate(row.dueDate, 'DD Mon, YYYY', lng)}
      {row.overdue && (
        <Badge colorPalette="red" marginInlineStart="2">
          {t('statement.overdue')}
        </Badge>
      )}
    </Table.Cell>
  );
}

/** What the tenant owes a supplier (overdue, due this week), what it paid, each payable and the service charges it billed still open. */
export function SupplierStatementView({ supplierId }: { supplierId: string }) {
  const { t, i18n } = useTranslation('finance');
  const lng = i18n.language;
  const statement = useSupplierStatement(supplierId);
  if (statement.error) return <ErrorAlert error={statement.error} />;
  if (!statement.data) return <Skeleton height="40" />;
  const s = statement.data;
  return (
    <Stack gap="4" as="section" aria-label={t('statement.supplierTitle', { name: s.supplierName })}>
      <Heading size="md" as="h2">
        {t('statement.supplierTitle', { name: s.supplierName })}
      </Heading>
      {s.currencies.length === 0 && <Text color="fg.muted">{t('statement.nothing')}</Text>}
      {s.currencies.map((c) => (
        <Card.Root key={c.currency} size="sm" data-currency={c.currency}>
          <Card.Body>
            <Facts
              items={[
                {
                  label: t('statement.owed'),
                  value: formatMoney(c.owed, c.currency, lng),
                  testId: 'supplier-owed',
                },
                { label: t('statement.overdue'), value: formatMoney(c.overdue, c.currency, lng) },
                {
                  label: t('statement.dueThisWeek'),
                  value: formatMoney(c.dueThisWeek, c.currency, lng),
                },
                { label: t('statement.paid'), value: formatMoney(c.paid, c.currency, lng) },
                {
                  label: t('statement.onAccount'),
                  value: formatMoney(c.onAccount, c.currency, lng),
                  testId: 'supplier-on-account',
                },
                {
                  label: t('statement.supplierBalance'),
                  value: formatMoney(c.balance, c.currency, lng),
                },
              ]}
            />
          </Card.Body>
        </Card.Root>
      ))}
      {s.payables.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxHeight="96">
          <Table.Root size="sm" aria-label={t('statement.payables')} stickyHeader>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('statement.purchase')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('statement.dueDate')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('statement.amount')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('statement.paid')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('statement.open')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {s.payables.map((p) => (
                <Table.Row key={p.payableId}>
                  <Table.Cell>
                    <Text as="span" dir="ltr">
                      {p.purchaseNumber}
                    </Text>
                    {p.charge !== 'goods' && (
                      <Badge marginInlineStart="2">{t(`statement.charge.${p.charge}`)}</Badge>
                    )}
                  </Table.Cell>
                  <DueCell row={p} lng={lng} />
                  <MoneyCells row={p} lng={lng} />
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {s.serviceCharges.length > 0 && (
        // Cost services this supplier billed (the catalogue names it their provider), still open.
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxHeight="96">
          <Table.Root size="sm" aria-label={t('statement.serviceCharges')} stickyHeader>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('statement.service')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('statement.order')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('statement.chargedOn')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('statement.dueDate')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('statement.amount')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('statement.paid')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('statement.open')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {s.serviceCharges.map((c) => (
                <Table.Row key={c.chargeId}>
                  <Table.Cell>{c.service}</Table.Cell>
                  <Table.Cell>
                    {c.orderId ? (
                      <Link to={ordersPaths.order(c.orderId)}>
                        <Text as="span" dir="ltr" color="colorPalette.fg">
                          {c.orderNumber}
                        </Text>
                      </Link>
                    ) : (
                      <Text as="span" color="fg.muted">
                        {t('statement.monthly')}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>{formatDate(c.day, 'DD Mon, YYYY', lng)}</Table.Cell>
                  <DueCell row={c} lng={lng} />
                  <MoneyCells row={c} lng={lng} />
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Link to={financePaths.payments({ supplierId: s.supplierId })}>
        <Text as="span" textStyle="sm" color="colorPalette.fg">
          {t('statement.supplierPayments')}
        </Text>
      </Link>
    </Stack>
  );
}
