import type { ProfitLoss } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Heading, Stack, Table, Text, formatDate } from '@sp/ui';
import { STATEMENT_LINES, isDrillable, type DrilldownFigure } from '../../lib/figures';
import { formatMoney, formatPercent } from '../../lib/format';
import { FigureButton } from './figure-button';

type Currency = ProfitLoss['currencies'][number];

export interface GroupTableProps {
  groupBy: ProfitLoss['groupBy'];
  c: Currency;
  onOpen: (figure: DrilldownFigure, group: { key: string; label: string }) => void;
}

/** One row per month, store, product or category; one column per line of the statement. */
export function GroupTable({ groupBy, c, onOpen }: GroupTableProps) {
  const { t, i18n } = useTranslation('finance');
  const lng = i18n.language;
  const title = t(`pl.by.${groupBy}`, { currency: c.currency });
  const labelOf = (g: { key: string; label: string }) =>
    groupBy === 'month' && /^\d{4}-\d{2}$/.test(g.key)
      ? formatDate(`${g.key}-01`, 'Mon, YYYY', lng)
      : g.label;
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <Heading size="sm" as="h3">
        {title}
      </Heading>
      {c.groups.length === 0 ? (
        <Text color="fg.muted">{t('pl.noGroups')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={title}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t(`groupBy.${groupBy}`)}</Table.ColumnHeader>
                {STATEMENT_LINES.map((f) => (
                  <Table.ColumnHeader key={f} textAlign="end">
                    {t(`figure.${f}`)}
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader textAlign="end">{t('figure.margin')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {c.groups.map((g) => {
                const label = labelOf(g);
                return (
                  <Table.Row key={g.key}>
                    <Table.Cell fontWeight="medium">{label}</Table.Cell>
                    {STATEMENT_LINES.map((f) => (
                      <Table.Cell key={f} textAlign="end" whiteSpace="nowrap">
                        <FigureButton
                          label={t('pl.openGroup', { figure: t(`figure.${f}`), group: label })}
                          onOpen={
                            isDrillable(f) ? () => onOpen(f, { key: g.key, label }) : undefined
                          }
                        >
                          {formatMoney(g.figures[f], c.currency, lng)}
                        </FigureButton>
                      </Table.Cell>
                    ))}
                    <Table.Cell textAlign="end">{formatPercent(g.figures.margin, lng)}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
