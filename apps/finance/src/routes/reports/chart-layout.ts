import type { Report } from '@sp/contracts/api';

/** Chakra colour tokens as CSS variables, so light and dark themes both draw the chart. */
export const SERIES_COLORS = [
  'teal',
  'blue',
  'orange',
  'purple',
  'pink',
  'green',
  'cyan',
  'red',
].map((c) => `var(--chakra-colors-${c}-500)`);
export const TEXT_FILL = 'var(--chakra-colors-fg-muted)';
export const GRID_STROKE = 'var(--chakra-colors-border)';

/** Right to left (Arabic): time runs from the right, the value axis and the legend sit on the right. */
export function chartLayout(rtl: boolean) {
  return {
    mirrored: rtl,
    xAxis: { reversed: rtl },
    yAxis: { orientation: rtl ? ('right' as const) : ('left' as const) },
    legend: { align: rtl ? ('right' as const) : ('left' as const) },
  };
}

/** The rows as the chart draws them: money and numbers as numbers (the API sends money as strings). */
export function chartRows(report: Report): Record<string, string | number | null>[] {
  const numeric = new Set(report.columns.filter((c) => c.type !== 'text').map((c) => c.key));
  return report.rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [
        k,
        numeric.has(k) && v !== null && v !== '' ? Number(v) : v,
      ]),
    ),
  );
}
