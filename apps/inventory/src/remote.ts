import { defineRemote } from '@sp/contracts';
import { beingBuiltRoute as page } from '@sp/ui';

export const remote = defineRemote({
  id: 'inventory',
  basePaths: ['/products', '/services', '/store', '/inventory'],
  routes: [
    page('products', 'read', 'Product', 'title.products'),
    page('services', 'read', 'Service', 'title.services'),
    page('store', 'read', 'Store', 'title.store'),
    page('inventory', 'read', 'Inventory', 'title.inventory'),
  ],
  nav: [
    {
      id: 'inventory',
      labelKey: 'nav.group',
      icon: 'box',
      rank: 20,
      children: [
        { id: 'products', labelKey: 'title.products', icon: 'box', rank: 1, to: '/products', need: { action: 'read', subject: 'Product' } },
        { id: 'services', labelKey: 'title.services', icon: 'tool', rank: 2, to: '/services', need: { action: 'read', subject: 'Service' } },
        { id: 'store', labelKey: 'title.store', icon: 'store', rank: 3, to: '/store', need: { action: 'read', subject: 'Store' } },
        { id: 'inventory', labelKey: 'title.inventory', icon: 'warehouse', rank: 4, to: '/inventory', need: { action: 'read', subject: 'Inventory' } },
      ],
    },
  ],
  translations: {
    en: () => import('./i18n/en.json'),
    fr: () => import('./i18n/fr.json'),
    ar: () => import('./i18n/ar.json'),
  },
});
