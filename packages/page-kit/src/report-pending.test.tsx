import { I18nextProvider, i18n } from '@sp/i18n';
import { UiProvider } from '@sp/ui';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { ReportPending } from './report-pending';

vi.mock('@sp/router', () => ({ useMatches: () => [] }));

beforeAll(async () => {
  if (!i18n.isInitialized)
    await i18n.init({ lng: 'ar', resources: {}, interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it.each([
  ['en', 'Preparing the report…'],
  ['fr', 'Préparation du rapport…'],
  ['ar', 'جارٍ إعداد التقرير…'],
])('says the report is being prepared once it has taken a second (%s)', async (lng, text) => {
  vi.useFakeTimers();
  await i18n.changeLanguage(lng);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <ReportPending />
      </UiProvider>
    </I18nextProvider>,
  );
  expect(view.getByRole('status').textContent).toBe('');
  act(() => vi.advanceTimersByTime(1000));
  expect(view.getByRole('status').textContent).toBe(text);
});
