import type { RouteObject } from '@sp/router';
import { preloadIcons } from '@sp/ui';
import { page as shellPage } from '../shell-routes';

const handle = (titleKey: string) => ({ public: true, layout: 'blank' as const, titleKey });
// The gallery draws icons the sign-in page does not: they come with its pages.
const page = (load: () => Promise<Record<string, unknown>>, name: string) =>
  shellPage(() => Promise.all([load(), preloadIcons()]).then(([m]) => m), name);

/** SPEC C5: the public gallery of packages/ui, one light lazy chunk per page. */
export function galleryRoutes(): RouteObject[] {
  return [
    {
      path: 'pages',
      handle: handle('gallery.title'),
      lazy: page(() => import('./index'), 'GalleryIndexPage'),
    },
    {
      path: 'pages/authentication/:variant',
      handle: handle('gallery.auth'),
      lazy: page(() => import('./auth-variant'), 'AuthVariantPage'),
    },
    {
      path: 'pages/cards/:kind',
      handle: handle('gallery.cards'),
      lazy: page(() => import('./cards'), 'CardsPage'),
    },
    {
      path: 'pages/dialog-examples',
      handle: handle('gallery.dialogs'),
      lazy: page(() => import('./dialogs'), 'DialogExamplesPage'),
    },
    {
      path: 'pages/faq',
      handle: handle('gallery.faq'),
      lazy: page(() => import('./faq'), 'FaqPage'),
    },
    {
      path: 'pages/icons',
      handle: handle('gallery.icons'),
      lazy: page(() => import('./icons'), 'IconsPage'),
    },
    {
      path: 'pages/pricing',
      handle: handle('gallery.pricing'),
      lazy: page(() => import('./pricing'), 'PricingPage'),
    },
    {
      path: 'pages/typography',
      handle: handle('gallery.typography'),
      lazy: page(() => import('./typography'), 'TypographyPage'),
    },
    {
      path: 'pages/misc/coming-soon',
      handle: handle('gallery.comingSoon'),
      lazy: page(() => import('./coming-soon'), 'ComingSoonPage'),
    },
    {
      path: 'pages/misc/under-maintenance',
      handle: handle('maintenance.title'),
      lazy: page(() => import('../under-maintenance'), 'UnderMaintenancePage'),
    },
  ];
}

export const AUTH_VARIANTS = [
  'login-v1',
  'login-v2',
  'register-v1',
  'register-v2',
  'register-multi-steps',
  'forgot-password-v1',
  'forgot-password-v2',
  'reset-password-v1',
  'two-steps-v1',
  'verify-email-v1',
  'verify-email-v2',
];
export const CARD_KINDS = [
  'card-basic',
  'card-advance',
  'card-statistics',
  'card-widgets',
  'card-actions',
];
