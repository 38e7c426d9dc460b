import type { Report } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Table, Text } from '@sp/ui';
import { useCellFormat } from './use-cell-format';

/** The rows the chart draws, as a table (the figures a reader can copy or check). */
export function ReportTable({ report }: { report: Report }) {
  const { t } = useTranslation('finance');
  const format = useCellFormat(report);
  const caption = t('reports.tableOf', { report: t(`reports.kind.${report.kind}`) });
  if (report.rows.length === 0) return <Text color="fg.muted">{t('reports.empty')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxHeight="lg">
      <Table.Root size="sm" aria-label={caption} stickyHeader>
        <Table.Header>
          <Table.Row>
            {report.columns.map((c) => (
              <Table.ColumnHeader key={c.key} textAlign={c.type === 'text' ? 'start' : 'end'}>
                {t(`column.${c.key}`, { defaultValue: c.key })}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.rows.map((row, i) => (
            <Table.Row key={i}>
              {report.columns.map((c) => (
                <Table.Cell
                  key={c.key}
                  textAlign={c.type === 'text' ? 'start' : 'end'}
                  whiteSpace="nowrap"
                >
                  {format(c.key, row[c.key])}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
