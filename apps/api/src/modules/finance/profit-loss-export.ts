import type { Figures, ProfitLoss } from '@sp/contracts/api';
import type { ExportColumn } from '../../kernel/export';

export interface ProfitLossRow {
  group: string;
  currency: string;
  figures: Figures;
}

/** One row per group, then the total of each currency (never summed across currencies). */
export const profitLossRows = (pl: ProfitLoss): ProfitLossRow[] =>
  pl.currencies.flatMap((c) => [
    ...c.groups.map((g) => ({ group: g.label || g.key, currency: c.currency, figures: g.figures })),
    { group: 'Total', currency: c.currency, figures: c.current },
  ]);

const money = (key: keyof Figures) => (r: ProfitLossRow) => Number(r.figures[key]);
export const profitLossColumns: ExportColumn<ProfitLossRow>[] = [
  { header: 'Group', value: (r) => r.group, width: 28 },
  { header: 'Currency', value: (r) => r.currency, width: 9 },
  { header: 'Delivered orders', value: (r) => r.figures.deliveredOrders },
  { header: 'Returned orders', value: (r) => r.figures.returnedOrders },
  { header: 'Revenue', value: money('revenue') },
  { header: 'Returns', value: money('returns') },
  { header: 'Cost of goods', value: money('cogs') },
  { header: 'Gross profit', value: money('grossProfit') },
  { header: 'Fulfillment fees', value: money('fulfillmentFees') },
  { header: 'Expenses', value: money('expenses') },
  { header: 'Net profit', value: money('netProfit') },
  { header: 'Margin %', value: (r) => r.figures.margin },
];
