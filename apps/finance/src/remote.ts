import { defineRemote } from '@sp/contracts';
import { beingBuiltRoute as page } from '@sp/ui';

export const remote = defineRemote({
  id: 'finance',
  basePaths: ['/payment', '/profit-loss', '/reports'],
  routes: [
    page('payment', 'read', 'Payment', 'title.payment'),
    page('profit-loss', 'read', 'ProfitLoss', 'title.profitLoss'),
    page('reports', 'read', 'Report', 'title.reports'),
  ],
  nav: [
    {
      id: 'finance',
      labelKey: 'nav.group',
      icon: 'wallet',
      rank: 40,
      children: [
        { id: 'payment', labelKey: 'title.payment', icon: 'wallet', rank: 1, to: '/payment', need: { action: 'read', subject: 'Payment' } },
        { id: 'profitLoss', labelKey: 'title.profitLoss', icon: 'scale', rank: 2, to: '/profit-loss', need: { action: 'read', subject: 'ProfitLoss' } },
        { id: 'reports', labelKey: 'title.reports', icon: 'chart', rank: 3, to: '/reports', need: { action: 'read', subject: 'Report' } },
      ],
    },
  ],
  translations: {
    en: () => import('./i18n/en.json'),
    fr: () => import('./i18n/fr.json'),
    ar: () => import('./i18n/ar.json'),
  },
});
