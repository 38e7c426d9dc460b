import { defineRemote } from '@sp/contracts';
import { auditVocabulary } from './audit-vocabulary';

const read = { action: 'read', subject: 'Payment' } as const;
// Money is the admin dashboard's; the staff dashboard keeps to the member's work (issue 37).
const boards = ['admin-dashboard'] as const;
/** The widgets' figures come from GET /api/finance/summary, which needs read ProfitLoss. */
const summary = { action: 'read', subject: 'ProfitLoss' } as const;

export const remote = defineRemote({
  id: 'finance',
  menu: { labelKey: 'nav.group', icon: 'wallet' },
  pages: [
    {
      id: 'payment',
      path: 'payment',
      need: read,
      titleKey: 'title.payment',
      icon: 'wallet',
      page: () => import('./routes/payment-list'),
    },
    {
      id: 'remittanceImport',
      path: 'payment/import',
      need: { action: 'create', subject: 'Payment' },
      titleKey: 'title.remittanceImport',
      page: () => import('./routes/remittance-import'),
      menu: false,
    },
    {
      id: 'paymentDetail',
      path: 'payment/:paymentId',
      need: read,
      titleKey: 'title.paymentOne',
      page: () => import('./routes/payment-detail'),
      menu: false,
    },
    {
      id: 'profitLoss',
      path: 'profit-loss',
      need: { action: 'read', subject: 'ProfitLoss' },
      titleKey: 'title.profitLoss',
      icon: 'scale',
      page: () => import('./routes/profit-loss'),
    },
    {
      id: 'reports',
      path: 'reports',
      need: { action: 'read', subject: 'Report' },
      titleKey: 'title.reports',
      icon: 'chart',
      page: () => import('./routes/reports'),
    },
  ],
  widgets: [
    {
      id: 'finance-revenue-net',
      titleKey: 'widgets.revenueNet',
      rank: 40,
      size: 'md',
      dashboards: [...boards],
      need: summary,
      lazy: () => import('./widgets/revenue-net'),
    },
    {
      id: 'finance-cod-owed',
      titleKey: 'widgets.codOwed',
      rank: 41,
      size: 'sm',
      dashboards: [...boards],
      need: summary,
      lazy: () => import('./widgets/cod-owed'),
    },
    {
      id: 'finance-owed-suppliers',
      titleKey: 'widgets.owedSuppliers',
      rank: 42,
      size: 'sm',
      dashboards: [...boards],
      need: summary,
      lazy: () => import('./widgets/owed-suppliers'),
    },
  ],
  audit: auditVocabulary,
  translations: {
    en: () => import('./i18n/en.json'),
    fr: () => import('./i18n/fr.json'),
    ar: () => import('./i18n/ar.json'),
  },
});
