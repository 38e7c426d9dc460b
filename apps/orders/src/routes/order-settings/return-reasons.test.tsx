// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@sp/api-client';
import { i18n } from '@sp/i18n';
import { UiProvider } from '@sp/ui';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';

const mutate = vi.fn();
vi.mock('../../api/returns', () => ({
  useReturnReasons: () => ({
    data: {
      items: [
        {
          id: 'r1',
          code: 'damaged',
          names: { en: 'Damaged', fr: 'Endommagé', ar: 'تالف' },
          active: true,
          position: 0,
        },
      ],
    },
  }),
  useSaveReturnReason: () => ({ mutate, isPending: false }),
}));
const { ReturnReasonsCard } = await import('./return-reasons');

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { orders: en } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  mutate.mockReset();
});

const show = () =>
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient()}>
        <ReturnReasonsCard />
      </QueryClientProvider>
    </UiProvider>,
  );

describe('the return reasons settings', () => {
  it('shows each reason in en/fr/ar and saves a renamed one', () => {
    show();
    const row = within(screen.getByRole('group', { name: 'Damaged' }));
    expect(row.getByRole('textbox', { name: en.reasons.name.fr })).toHaveProperty(
      'value',
      'Endommagé',
    );
    fireEvent.change(row.getByRole('textbox', { name: en.reasons.name.en }), {
      target: { value: 'Broken' },
    });
    fireEvent.click(row.getByRole('button', { name: en.reasons.save }));
    expect(mutate.mock.calls[0]![0]).toEqual({
      id: 'r1',
      body: { names: { en: 'Broken', fr: 'Endommagé', ar: 'تالف' }, active: true },
    });
  });

  it('adds a reason only with its code and every name', () => {
    show();
    const row = within(screen.getByRole('group', { name: en.reasons.new }));
    const add = row.getByRole('button', { name: en.reasons.add });
    expect(add).toHaveProperty('disabled', true);
    fireEvent.change(row.getByRole('textbox', { name: en.reasons.code }), {
      target: { value: 'late' },
    });
    for (const [l, v] of [
      ['en', 'Arrived late'],
      ['fr', 'Arrivé en retard'],
      ['ar', 'وصل متأخرًا'],
    ] as const)
      fireEvent.change(row.getByRole('textbox', { name: en.reasons.name[l] }), {
        target: { value: v },
      });
    expect(add).toHaveProperty('disabled', false);
    fireEvent.click(add);
    expect(mutate.mock.calls[0]![0]).toEqual({
      id: undefined,
      body: {
        code: 'late',
        names: { en: 'Arrived late', fr: 'Arrivé en retard', ar: 'وصل متأخرًا' },
        active: true,
      },
    });
  });
});
