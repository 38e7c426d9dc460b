import { defineRemote } from '@sp/contracts';
import { BeingBuiltRoute } from '@sp/ui';

/** Until its domain lands, each page shows "being built" under its title. */
const beingBuilt = async () => ({ Component: BeingBuiltRoute });

export const remote = defineRemote({
  id: 'orders',
  menu: { labelKey: 'nav.group', icon: 'cart' },
  pages: [
    { id: 'orders', path: 'orders', need: { action: 'read', subject: 'Order' }, titleKey: 'title.orders', icon: 'cart', page: () => import('./routes/order-list') },
    { id: 'orderAdd', path: 'orders/add', need: { action: 'create', subject: 'Order' }, titleKey: 'title.orderAdd', icon: 'plus', page: beingBuilt },
    { id: 'orderImport', path: 'orders/bulk-orders-import', need: { action: 'create', subject: 'Order' }, titleKey: 'title.orderImport', icon: 'upload', page: () => import('./routes/bulk-orders-import') },
    { id: 'labelImport', path: 'orders/bulk-orders-labels-import', need: { action: 'update', subject: 'Order' }, titleKey: 'title.labelImport', icon: 'upload', page: () => import('./routes/bulk-orders-labels-import') },
    { id: 'orderReport', path: 'orders/report', need: { action: 'read', subject: 'Report' }, titleKey: 'title.orderReport', icon: 'chart', page: beingBuilt },
    { id: 'orderDetail', path: 'orders/:orderId', need: { action: 'read', subject: 'Order' }, titleKey: 'title.orderDetail', page: beingBuilt, menu: false },
    { id: 'labels', path: 'labels', need: { action: 'read', subject: 'Label' }, titleKey: 'title.labels', icon: 'tag', page: beingBuilt },
  ],
  translations: {
    en: () => import('./i18n/en.json'),
    fr: () => import('./i18n/fr.json'),
    ar: () => import('./i18n/ar.json'),
  },
});
