import { defineRemote } from '@sp/contracts';
import { beingBuiltRoute as page } from '@sp/ui';

export const remote = defineRemote({
  id: 'orders',
  basePaths: ['/orders', '/labels'],
  routes: [
    page('orders', 'read', 'Order', 'title.orders'),
    page('orders/add', 'create', 'Order', 'title.orderAdd'),
    page('orders/bulk-orders-import', 'create', 'Order', 'title.orderImport'),
    page('orders/bulk-orders-labels-import', 'update', 'Order', 'title.labelImport'),
    page('orders/report', 'read', 'Report', 'title.orderReport'),
    page('orders/:orderId', 'read', 'Order', 'title.orderDetail'),
    page('labels', 'read', 'Label', 'title.labels'),
  ],
  nav: [
    {
      id: 'orders',
      labelKey: 'nav.group',
      icon: 'cart',
      rank: 10,
      children: [
        { id: 'orders', labelKey: 'title.orders', icon: 'cart', rank: 1, to: '/orders', need: { action: 'read', subject: 'Order' } },
        { id: 'orderAdd', labelKey: 'title.orderAdd', icon: 'plus', rank: 2, to: '/orders/add', need: { action: 'create', subject: 'Order' } },
        { id: 'orderImport', labelKey: 'title.orderImport', icon: 'upload', rank: 3, to: '/orders/bulk-orders-import', need: { action: 'create', subject: 'Order' } },
        { id: 'labelImport', labelKey: 'title.labelImport', icon: 'upload', rank: 4, to: '/orders/bulk-orders-labels-import', need: { action: 'update', subject: 'Order' } },
        { id: 'orderReport', labelKey: 'title.orderReport', icon: 'chart', rank: 5, to: '/orders/report', need: { action: 'read', subject: 'Report' } },
        { id: 'labels', labelKey: 'title.labels', icon: 'tag', rank: 6, to: '/labels', need: { action: 'read', subject: 'Label' } },
      ],
    },
  ],
  translations: {
    en: () => import('./i18n/en.json'),
    fr: () => import('./i18n/fr.json'),
    ar: () => import('./i18n/ar.json'),
  },
});
