import { drilldownFigures, type Figures, type ProfitLossFigure } from '@sp/contracts/api';

/** The statement's lines in order, then the margin. */
export const STATEMENT_LINES = [
  'revenue',
  'refunds',
  'taxCollected',
  'returns',
  'cogs',
  'writeOffs',
  'grossProfit',
  'fulfillmentFees',
  'services',
  'expenses',
  'netProfit',
] as const satisfies readonly ProfitLossFigure[];
export type DrilldownFigure = (typeof drilldownFigures)[number];

/** Figures built from records can be opened on those records; the results (gross, net) cannot. */
export const isDrillable = (figure: string): figure is DrilldownFigure =>
  (drilldownFigures as readonly string[]).includes(figure);

/** Costs: a rise is bad news. */
const COSTS = new Set<ProfitLossFigure>([
  'refunds',
  'returns',
  'cogs',
  'writeOffs',
  'fulfillmentFees',
  'services',
  'expenses',
]);

/** 'good', 'bad' or 'same' for a move from previous to current of a figure. */
export function trend(
  figure: ProfitLossFigure,
  current: Figures,
  previous: Figures,
): 'good' | 'bad' | 'same' {
  const delta = Number(current[figure]) - Number(previous[figure]);
  if (delta === 0) return 'same';
  return delta > 0 !== COSTS.has(figure) ? 'good' : 'bad';
}
