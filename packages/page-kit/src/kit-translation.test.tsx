import { I18nextProvider, i18n } from '@sp/i18n';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { beforeAll, expect, it, vi } from 'vitest';
import { useKitTranslation } from './kit-translation';

// The hook reads the page's namespace from the route; here the remote's namespace is given.
vi.mock('@sp/router', () => ({ useMatches: () => [] }));

beforeAll(async () => {
  if (!i18n.isInitialized)
    await i18n.init({ lng: 'fr', resources: {}, interpolation: { escapeValue: false } });
  await i18n.changeLanguage('fr');
  i18n.addResourceBundle(
    'fr',
    'demo-remote',
    { common: { add: 'Ajouter' }, title: 'Démo' },
    true,
    true,
  );
});

it('finds a remote’s own texts first and falls back to the kit’s generic ones', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  const { result } = renderHook(() => useKitTranslation('demo-remote'), { wrapper });
  expect(result.current.t('title')).toBe('Démo');
  expect(result.current.t('common.add')).toBe('Ajouter');
  // Not in the remote's texts: the kit's (its "common" object exists in the remote, without "save").
  expect(result.current.t('common.save')).toBe('Enregistrer');
  expect(result.current.t('validation.required')).toBe('Obligatoire');
});
