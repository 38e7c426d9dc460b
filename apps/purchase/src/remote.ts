import { defineRemote } from '@sp/contracts';
import { beingBuiltRoute as page } from '@sp/ui';

export const remote = defineRemote({
  id: 'purchase',
  basePaths: ['/purchase'],
  routes: [
    page('purchase', 'read', 'Purchase', 'title.purchases'),
    page('purchase/add', 'create', 'Purchase', 'title.purchaseAdd'),
    page('purchase/collection', 'update', 'Purchase', 'title.collection'),
  ],
  nav: [
    {
      id: 'purchase',
      labelKey: 'nav.group',
      icon: 'truck',
      rank: 30,
      children: [
        { id: 'purchases', labelKey: 'title.purchases', icon: 'truck', rank: 1, to: '/purchase', need: { action: 'read', subject: 'Purchase' } },
        { id: 'purchaseAdd', labelKey: 'title.purchaseAdd', icon: 'plus', rank: 2, to: '/purchase/add', need: { action: 'create', subject: 'Purchase' } },
        { id: 'collection', labelKey: 'title.collection', icon: 'inbox', rank: 3, to: '/purchase/collection', need: { action: 'update', subject: 'Purchase' } },
      ],
    },
  ],
  translations: {
    en: () => import('./i18n/en.json'),
    fr: () => import('./i18n/fr.json'),
    ar: () => import('./i18n/ar.json'),
  },
});
