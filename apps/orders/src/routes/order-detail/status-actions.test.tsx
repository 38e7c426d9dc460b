// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@sp/api-client';
import { orderStatuses, orderTransitions, type Order, type OrderStatus } from '@sp/contracts/api';
import { i18n } from '@sp/i18n';
import { ensureAbility, useAuthStore, type AbilityRule } from '@sp/shared-auth';
import { UiProvider } from '@sp/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { StatusActions } from './status-actions';

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { orders: en } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

async function as(rules: AbilityRule[]) {
  useAuthStore.setState({ userAbilityRules: rules });
  await ensureAbility();
}

function show(status: OrderStatus) {
  const order = {
    id: '00000000-0000-4000-8000-000000000001',
    number: 'ATL-000001',
    status,
    allowedTransitions: orderTransitions[status],
  } as Order;
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient()}>
        <StatusActions order={order} />
      </QueryClientProvider>
    </UiProvider>,
  );
}

describe('the status buttons of an order', () => {
  it('offer exactly the moves the workflow table allows, from every status', async () => {
    await as([{ action: 'update', subject: 'Order' }]);
    for (const status of orderStatuses) {
      show(status);
      const names = screen.queryAllByRole('button').map((b) => b.textContent);
      expect(names, status).toEqual(orderTransitions[status].map((to) => en.detail.to[to]));
      cleanup();
    }
  });

  it('are not there for someone who may only read orders', async () => {
    await as([{ action: 'read', subject: 'Order' }]);
    show('pending');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
