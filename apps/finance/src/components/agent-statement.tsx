import { financePaths, ordersPaths } from '@sp/contracts/paths';
import type { AgentStatement } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { Badge, Card, Heading, Skeleton, Stack, Table, Text, formatDate } from '@sp/ui';
import { useAgentStatement } from '../api/statements';
import { formatMoney, formatNumber } from '../lib/format';
import { ErrorAlert } from './error-alert';
import { Facts } from '@sp/page-kit';

/** How many remittances the statement lists (the latest first); the rest are a link away. */
const LATEST = 8;

/** What a fulfillment agent collected, kept as fees, remitted and still owes, with the age of what is unsettled. */
export function AgentStatementView({ agentId }: { agentId: string }) {
  const { t } = useTranslation('finance');
  const statement = useAgentStatement(agentId);
  if (statement.error) return <ErrorAlert error={statement.error} />;
  if (!statement.data) return <Skeleton height="40" />;
  const s = statement.data;
  return (
    <Stack gap="4" as="section" aria-label={t('statement.agentTitle', { name: s.agentName })}>
      <Heading size="md" as="h2">
        {t('statement.agentTitle', { name: s.agentName })}
      </Heading>
      {s.currencies.length === 0 && <Text color="fg.muted">{t('statement.nothing')}</Text>}
      {s.currencies.map((c) => (
        <AgentCurrency key={c.currency} c={c} />
      ))}
      <UnsettledOrders s={s} />
      <Remittances s={s} />
    </Stack>
  );
}

function AgentCurrency({ c }: { c: AgentStatement['currencies'][number] }) {
  const { t, i18n } = useTranslation('finance');
  const lng = i18n.language;
  const money = (v: string) => formatMoney(v, c.currency, lng);
  return (
    <Card.Root size="sm" data-currency={c.currency}>
      <Card.Body>
        <Stack gap="4">
          <Facts
            items={[
              { label: t('statement.balance'), value: money(c.balance), testId: 'agent-balance' },
              { label: t('statement.codCollected'), value: money(c.codCollected) },
              { label: t('statement.fees'), value: money(c.fees) },
              { label: t('statement.remitted'), value: money(c.remitted) },
              { label: t('statement.feesPaid'), value: money(c.feesPaid) },
              {
                label: t('statement.deliveredOrders'),
                value: formatNumber(c.deliveredOrders, lng),
              },
              { label: t('statement.returnedOrders'), value: formatNumber(c.returnedOrders, lng) },
            ]}
            columns={3}
          />
          {/* What each figure is (docs/words.md): they differ while a remittance is not yet matched. */}
          <Text textStyle="xs" color="fg.muted">
            {t('statement.balanceHint')}
          </Text>
          <Stack gap="1">
            <Text textStyle="sm" fontWeight="semibold">
              {t('statement.ageing')}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {t('statement.ageingHint')}
            </Text>
            <Facts
              items={[
                { label: t('statement.days0to7'), value: money(c.ageing.days0to7) },
                { label: t('statement.days8to30'), value: money(c.ageing.days8to30) },
                { label: t('statement.over30'), value: money(c.ageing.over30) },
              ]}
              columns={3}
            />
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function UnsettledOrders({ s }: { s: AgentStatement }) {
  const { t, i18n } = useTranslation('finance');
  const lng = i18n.language;
  if (s.unsettled.length === 0) return null;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxHeight="96">
      <Table.Root size="sm" aria-label={t('statement.unsettled')} stickyHeader>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('statement.order')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('statement.deliveredAt')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('statement.cod')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('statement.open')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('statement.age')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {s.unsettled.map((o) => (
            <Table.Row key={o.orderId}>
              <Table.Cell>
                <Link to={ordersPaths.order(o.orderId)}>
                  <Text as="span" dir="ltr" color="colorPalette.fg">
                    {o.number}
                  </Text>
                </Link>
              </Table.Cell>
              <Table.Cell>{formatDate(o.deliveredAt, 'DD Mon, YYYY', lng)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(o.cod, o.currency, lng)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(o.open, o.currency, lng)}</Table.Cell>
              <Table.Cell textAlign="end">
                <Badge colorPalette={o.ageDays > 30 ? 'red' : o.ageDays > 7 ? 'orange' : 'gray'}>
                  {t('statement.days', { count: o.ageDays })}
                </Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function Remittances({ s }: { s: AgentStatement }) {
  const { t, i18n } = useTranslation('finance');
  const lng = i18n.language;
  return (
    <Stack gap="2">
      <Text textStyle="sm" fontWeight="semibold">
        {t('statement.remittances')}
      </Text>
      {s.remittances.length === 0 && (
        <Text color="fg.muted" textStyle="sm">
          {t('statement.noRemittances')}
        </Text>
      )}
      {s.remittances.slice(0, LATEST).map((r) => (
        <Text
          key={r.paymentId}
          textStyle="sm"
          textDecoration={r.voided ? 'line-through' : undefined}
        >
          <Link to={financePaths.payment(r.paymentId)}>
            <Text as="span" dir="ltr" color="colorPalette.fg">
              {r.number}
            </Text>
          </Link>
          {' · '}
          {formatDate(r.paidOn, 'DD Mon, YYYY', lng)}
          {' · '}
          {formatMoney(r.amount, r.currency, lng)}
          {r.kind === 'courier_fees' && ` · ${t('kind.courier_fees')}`}
          {r.voided && ` · ${t('payment.voided')}`}
        </Text>
      ))}
      {s.remittances.length > LATEST && (
        <Link to={financePaths.payments({ agentId: s.agentId, kind: 'cod_remittance' })}>
          <Text as="span" textStyle="sm" color="colorPalette.fg">
            {t('statement.allRemittances', { count: s.remittances.length })}
          </Text>
        </Link>
      )}
    </Stack>
  );
}
