import { QueryClient, QueryClientProvider } from '@sp/api-client';
import { I18nextProvider, i18n } from '@sp/i18n';
import { useAuthStore } from '@sp/shared-auth';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { useStoreShown } from './stores';

vi.mock('@sp/router', () => ({ useMatches: () => [] }));

const stores = [
  { id: 's1', name: 'Casa' },
  { id: 's2', name: 'Rabat' },
];

beforeAll(async () => {
  if (!i18n.isInitialized)
    await i18n.init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  await i18n.changeLanguage('en');
});
beforeEach(() => useAuthStore.setState({ storeId: null }));

function shown(filter?: string | null) {
  const client = new QueryClient();
  // The stores as the API gave them: no request in a unit test.
  client.setQueryData(['stores'], { items: stores, total: 2, page: 1, pageSize: 20 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useStoreShown(filter), { wrapper }).result.current;
}

it('names the store of the filter, else the top bar’s, else all the caller’s stores', () => {
  expect(shown()).toBe('All your stores');
  useAuthStore.setState({ storeId: 's2' });
  expect(shown()).toBe('Store: Rabat');
  expect(shown('s1')).toBe('Store: Casa');
  expect(shown(null)).toBe('Store: Rabat');
});
