import { defineRemote } from '@sp/contracts';
import { auditVocabulary } from './audit-vocabulary';
import { purchaseSearch } from './search';

const read = { action: 'read', subject: 'Purchase' } as const;

export const remote = defineRemote({
  id: 'purchase',
  menu: { labelKey: 'nav.group', icon: 'truck' },
  pages: [
    {
      id: 'purchases',
      path: 'purchase',
      need: read,
      titleKey: 'title.purchases',
      icon: 'truck',
      page: () => import('./routes/purchase-list'),
    },
    {
      id: 'purchaseAdd',
      path: 'purchase/add',
      need: { action: 'create', subject: 'Purchase' },
      titleKey: 'title.purchaseAdd',
      icon: 'plus',
      page: () => import('./routes/purchase-add'),
    },
    {
      id: 'collection',
      path: 'purchase/collection',
      need: { action: 'update', subject: 'Purchase' },
      titleKey: 'title.collection',
      icon: 'inbox',
      page: () => import('./routes/collection'),
    },
    {
      id: 'suppliers',
      path: 'purchase/suppliers',
      need: read,
      titleKey: 'title.suppliers',
      icon: 'users',
      page: () => import('./routes/suppliers'),
    },
    {
      id: 'purchaseDetail',
      path: 'purchase/:purchaseId',
      need: read,
      titleKey: 'title.purchase',
      page: () => import('./routes/purchase-detail'),
      menu: false,
    },
    {
      id: 'purchaseEdit',
      path: 'purchase/:purchaseId/edit',
      need: { action: 'update', subject: 'Purchase' },
      titleKey: 'title.purchaseEditShort',
      page: () => import('./routes/purchase-add'),
      menu: false,
    },
  ],
  widgets: [
    {
      id: 'purchase-to-receive',
      titleKey: 'widgets.toReceive',
      rank: 30,
      size: 'md',
      dashboards: ['admin-dashboard'],
      need: read,
      lazy: () => import('./widgets/to-receive-this-week'),
    },
    {
      id: 'purchase-overdue',
      titleKey: 'widgets.overdue',
      rank: 31,
      size: 'md',
      dashboards: ['admin-dashboard'],
      need: read,
      lazy: () => import('./widgets/overdue-purchases'),
    },
  ],
  search: [purchaseSearch],
  audit: auditVocabulary,
  translations: {
    en: () => import('./i18n/en.json'),
    fr: () => import('./i18n/fr.json'),
    ar: () => import('./i18n/ar.json'),
  },
});
