import { lazy } from 'react';

/**
 * The interface language for Chakra's own components: tabs, dialogs, drawers, menus and
 * popovers take their direction from it, not from <html dir>, and stay left-to-right in
 * Arabic without it. Lazy: the signed-in layout mounts it, /login does not pay for it.
 */
export const UiLocale = lazy(() => import('./ui-locale'));
