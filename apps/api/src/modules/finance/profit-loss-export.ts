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
  { key: 'group', value: (r) => r.group, width: 28 },
  { key: 'currency', value: (r) => r.currency, width: 9 },
  { key: 'deliveredOrders', value: (r) => r.figures.deliveredOrders },
  { key: 'returnedOrders', value: (r) => r.figures.returnedOrders },
  { key: 'revenue', value: money('revenue') },
  { key: 'refunds', value: money('refunds') },
  { key: 'taxCollected', value: money('taxCollected') },
  { key: 'returns', value: money('returns') },
  { key: 'cogs', value: money('cogs') },
  { key: 'writeOffs', value: money('writeOffs') },
  { key: 'grossProfit', value: money('grossProfit') },
  { key: 'fulfillmentFees', value: money('fulfillmentFees') },
  { key: 'services', value: money('services') },
  { key: 'expenses', value: money('expenses') },
  { key: 'netProfit', value: money('netProfit') },
  { key: 'margin', value: (r) => r.figures.margin },
];
