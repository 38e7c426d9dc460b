import type { Figures } from '@sp/contracts/api';
import { expect, it } from 'vitest';
import { isDrillable, trend } from './figures';

const figures = (patch: Partial<Figures>): Figures => ({
  deliveredOrders: 0,
  returnedOrders: 0,
  revenue: '0.00',
  refunds: '0.00',
  taxCollected: '0.00',
  returns: '0.00',
  cogs: '0.00',
  writeOffs: '0.00',
  grossProfit: '0.00',
  fulfillmentFees: '0.00',
  services: '0.00',
  expenses: '0.00',
  netProfit: '0.00',
  margin: null,
  ...patch,
});

it('opens only the figures made of records', () => {
  expect(
    [
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
    ].filter(isDrillable),
  ).toEqual([
    'revenue',
    'refunds',
    'taxCollected',
    'returns',
    'cogs',
    'writeOffs',
    'fulfillmentFees',
    'services',
    'expenses',
  ]);
});

it('calls a rise of revenue good and a rise of a cost bad', () => {
  expect(trend('revenue', figures({ revenue: '10' }), figures({ revenue: '5' }))).toBe('good');
  expect(trend('expenses', figures({ expenses: '10' }), figures({ expenses: '5' }))).toBe('bad');
  expect(trend('netProfit', figures({ netProfit: '-10' }), figures({ netProfit: '5' }))).toBe(
    'bad',
  );
  expect(trend('cogs', figures({}), figures({}))).toBe('same');
  expect(trend('services', figures({ services: '10' }), figures({ services: '5' }))).toBe('bad');
});
