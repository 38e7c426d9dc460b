import { ExportButtons as KitExportButtons } from '@sp/page-kit';
import { ordersApi, type ExportFilters } from '../api/endpoints';

/** CSV and XLSX downloads of a query (the filtered orders, a selection, or the report). */
export function ExportButtons({ query, name, size = 'sm', report = false }: { query: ExportFilters; name: string; size?: 'sm' | 'md'; report?: boolean }) {
  return (
    <KitExportButtons
      name={name}
      size={size}
      download={(format) => ordersApi.exportFile({ ...query, format })}
      {...(report ? { labelKey: (f: 'csv' | 'xlsx') => `export.report_${f}` } : {})}
    />
  );
}
