import type { Report } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { formatDate } from '@sp/ui';
import { useCallback } from 'react';
import { formatMoney, formatNumber, formatPercent } from '../../lib/format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

/** A cell of the report in the reader's language, by its column's type (days and months as dates). */
export function useCellFormat(report: Report) {
  const { i18n } = useTranslation('finance');
  const lng = i18n.language;
  return useCallback(
    (key: string, value: string | number | null | undefined): string => {
      if (value === null || value === undefined || value === '') return '—';
      const type = report.columns.find((c) => c.key === key)?.type ?? 'text';
      if (type === 'money')
        return report.currency
          ? formatMoney(value, report.currency, lng)
          : formatNumber(Number(value), lng);
      if (type === 'number') return formatNumber(Number(value), lng);
      if (type === 'percent') return formatPercent(Number(value), lng);
      const text = String(value);
      if (DAY.test(text)) return formatDate(text, 'DD Mon', lng);
      if (MONTH.test(text)) return formatDate(`${text}-01`, 'Mon, YYYY', lng);
      return text;
    },
    [report, lng],
  );
}
