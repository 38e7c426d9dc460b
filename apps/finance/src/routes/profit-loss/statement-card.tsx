import type { ProfitLoss } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Card, Heading, Table, Text, formatDateRange, signed } from '@sp/ui';
import { STATEMENT_LINES, isDrillable, trend, type DrilldownFigure } from '../../lib/figures';
import { formatMoney, formatNumber, formatPercent } from '../../lib/format';
import { changePercent } from '../../lib/period';
import { FigureButton } from './figure-button';

type Currency = ProfitLoss['currencies'][number];
const RESULTS = new Set(['grossProfit', 'netProfit']);
const TREND_COLOR = { good: 'green.fg', bad: 'red.fg', same: 'fg.muted' } as const;

export interface StatementCardProps {
  pl: ProfitLoss;
  c: Currency;
  onOpen: (figure: DrilldownFigure) => void;
}

/** The statement of one currency: each line this period, the previous one, and the change. */
export function StatementCard({ pl, c, onOpen }: StatementCardProps) {
  const { t, i18n } = useTranslation('finance');
  const lng = i18n.language;
  const money = (v: string) => formatMoney(v, c.currency, lng);
  const period = (from: string, to: string) => formatDateRange(from, to, 'DD Mon, YYYY', lng);
  return (
    <Card.Root
      as="section"
      aria-label={t('pl.statementOf', { currency: c.currency })}
      data-currency={c.currency}
    >
      <Card.Header>
        <Heading size="md" as="h2">
          {t('pl.statementOf', { currency: c.currency })}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {t('pl.orders', {
            delivered: formatNumber(c.current.deliveredOrders, lng),
            returned: formatNumber(c.current.returnedOrders, lng),
          })}
        </Text>
      </Card.Header>
      <Card.Body>
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={t('pl.statementOf', { currency: c.currency })}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('pl.line')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t('pl.current')}
                  <Text textStyle="xs" color="fg.muted" fontWeight="normal">
                    {period(pl.from, pl.to)}
                  </Text>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t('pl.previous')}
                  <Text textStyle="xs" color="fg.muted" fontWeight="normal">
                    {period(pl.previousFrom, pl.previousTo)}
                  </Text>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('pl.change')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {STATEMENT_LINES.map((figure) => {
                const change = changePercent(Number(c.current[figure]), Number(c.previous[figure]));
                return (
                  <Table.Row
                    key={figure}
                    data-figure={figure}
                    fontWeight={RESULTS.has(figure) ? 'semibold' : undefined}
                  >
                    <Table.Cell>{t(`figure.${figure}`)}</Table.Cell>
                    <Table.Cell textAlign="end" data-testid={`pl-${figure}`}>
                      <FigureButton
                        label={t('pl.open', {
                          figure: t(`figure.${figure}`),
                          currency: c.currency,
                        })}
                        onOpen={isDrillable(figure) ? () => onOpen(figure) : undefined}
                      >
                        {money(c.current[figure])}
                      </FigureButton>
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Text as="span" color="fg.muted">
                        {money(c.previous[figure])}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Text
                        as="span"
                        dir="ltr"
                        color={TREND_COLOR[trend(figure, c.current, c.previous)]}
                      >
                        {change === null
                          ? '—'
                          : `${change > 0 ? '+' : ''}${formatPercent(change, lng)}`}
                      </Text>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
              <Table.Row data-figure="margin">
                <Table.Cell>{t('figure.margin')}</Table.Cell>
                <Table.Cell textAlign="end" data-testid="pl-margin">
                  {formatPercent(c.current.margin, lng)}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Text as="span" color="fg.muted">
                    {formatPercent(c.previous.margin, lng)}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Text as="span" color="fg.muted">
                    {c.current.margin !== null && c.previous.margin !== null
                      ? t('pl.points', {
                          value: signed(c.current.margin - c.previous.margin, lng, 1),
                        })
                      : '—'}
                  </Text>
                </Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  );
}
