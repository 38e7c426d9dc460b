import '@fontsource/public-sans/latin-400.css';
import '@fontsource/public-sans/latin-600.css';
import '@fontsource/public-sans/latin-700.css';
import { ensureAbility, isSignedIn, useAuthStore } from '@sp/shared-auth';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { setupI18n } from './i18n/setup';
import { takeOverPrerender } from './prerender/take-over';
import { useSettingsStore } from './settings/settings-store';
import { useTenantStore } from './tenant/tenant-store';

// The tenant gives the default language, the app title (document title, cookie prefix)
// and the auth layout; the first paint waits for it (a fallback is used if it fails).
const tenant = await useTenantStore.getState().load();
useSettingsStore.getState().init(tenant.appTitle);
document.title = tenant.appTitle;
// A stored session: its rules need CASL before the guard runs (an anonymous visit, e.g.
// the sign-in page, does not download it).
await Promise.all([
  setupI18n(tenant.defaultLanguage),
  isSignedIn(useAuthStore.getState()) ? ensureAbility() : null,
]);
createRoot(document.getElementById('root')!).render(<App />);
// A prerendered sign-in page is taken over by the first page (BlankLayout); should another
// page come first, it still goes.
setTimeout(takeOverPrerender, 5000);
