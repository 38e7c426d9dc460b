import { useTranslation } from '@sp/i18n';
import { ExportButtons as KitExportButtons } from '@sp/page-kit';
import { ordersApi, type ExportFilters } from '../api/endpoints';

/**
 * CSV and XLSX downloads of a query (the filtered orders, a selection, or the report), in
 * the reader's language; the orders' menu adds the order lines in the import's columns.
 */
export function ExportButtons({
  query,
  name,
  size = 'sm',
  report = false,
}: {
  query: ExportFilters;
  name: string;
  size?: 'sm' | 'md';
  report?: boolean;
}) {
  const { t } = useTranslation('orders');
  return (
    <KitExportButtons
      name={name}
      size={size}
      download={(format, params) => ordersApi.exportFile({ ...query, ...params, format })}
      {...(report ? { labelKey: (f: 'csv' | 'xlsx') => `export.report_${f}` } : {})}
      more={
        report
          ? []
          : [
              {
                key: 'lines',
                label: t('export.lines'),
                format: 'csv',
                params: { kind: 'lines' },
                name: 'order-lines',
              },
            ]
      }
    />
  );
}
