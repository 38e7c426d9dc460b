import { expect, it } from 'vitest';
import { financePaths, inventoryPaths, ordersPaths } from './paths';

it('builds the paths the pages are routed at, with their filters in the URL', () => {
  expect(ordersPaths.order('o1')).toBe('/orders/o1');
  expect(ordersPaths.list({ status: 'confirmed' })).toBe('/orders?status=confirmed');
  expect(ordersPaths.list({ from: '2026-11-01', to: '2026-11-02', agentId: undefined })).toBe(
    '/orders?from=2026-11-01&to=2026-11-02',
  );
  expect(ordersPaths.list({ status: 'confirmed,packed' })).toBe('/orders?status=confirmed,packed');
  expect(inventoryPaths.inventory()).toBe('/inventory');
  expect(financePaths.payments({ tab: 'agents' })).toBe('/payment?tab=agents');
});
