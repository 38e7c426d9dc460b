import { defineRemote } from '@sp/contracts';
import { orderSearch } from './search';

const read = { action: 'read', subject: 'Order' } as const;
// The staff dashboard keeps to the member's work (the queue to ship); the admin's has the desk's figures (issue 37).

export const remote = defineRemote({
  id: 'orders',
  menu: { labelKey: 'nav.group', icon: 'cart' },
  pages: [
    { id: 'orders', path: 'orders', need: read, titleKey: 'title.orders', icon: 'cart', page: () => import('./routes/order-list') },
    { id: 'orderAdd', path: 'orders/add', need: { action: 'create', subject: 'Order' }, titleKey: 'title.orderAdd', icon: 'plus', page: () => import('./routes/order-add') },
    { id: 'orderImport', path: 'orders/bulk-orders-import', need: { action: 'create', subject: 'Order' }, titleKey: 'title.orderImport', icon: 'upload', page: () => import('./routes/bulk-orders-import') },
    { id: 'labelImport', path: 'orders/bulk-orders-labels-import', need: { action: 'update', subject: 'Order' }, titleKey: 'title.labelImport', icon: 'upload', page: () => import('./routes/bulk-orders-labels-import') },
    { id: 'orderReport', path: 'orders/report', need: { action: 'read', subject: 'Report' }, titleKey: 'title.orderReport', icon: 'chart', page: () => import('./routes/order-report') },
    { id: 'customers', path: 'orders/customers', need: read, titleKey: 'title.customers', icon: 'users', page: () => import('./routes/customer-list') },
    { id: 'returns', path: 'orders/returns', need: read, titleKey: 'title.returns', icon: 'inbox', page: () => import('./routes/return-list') },
    { id: 'returnDetail', path: 'orders/returns/:returnId', need: read, titleKey: 'title.returnDetail', page: () => import('./routes/return-detail'), menu: false },
    { id: 'customerDetail', path: 'orders/customers/:customerId', need: read, titleKey: 'title.customerDetail', page: () => import('./routes/customer-detail'), menu: false },
    { id: 'orderEdit', path: 'orders/:orderId/edit', need: { action: 'update', subject: 'Order' }, titleKey: 'title.orderEdit', page: () => import('./routes/order-edit'), menu: false },
    { id: 'orderDetail', path: 'orders/:orderId', need: read, titleKey: 'title.orderDetail', page: () => import('./routes/order-detail'), menu: false },
    { id: 'orderSettings', path: 'orders/settings', need: { action: 'manage', subject: 'Order' }, titleKey: 'title.orderSettings', icon: 'settings', page: () => import('./routes/order-settings') },
    { id: 'labels', path: 'labels', need: { action: 'read', subject: 'Label' }, titleKey: 'title.labels', icon: 'tag', page: () => import('./routes/labels') },
  ],
  widgets: [
    { id: 'orders-today', titleKey: 'widgets.today', rank: 10, size: 'sm', dashboards: ['admin-dashboard'], need: read, lazy: () => import('./widgets/orders-today') },
    { id: 'orders-to-ship', titleKey: 'widgets.toShip', rank: 11, size: 'sm', dashboards: ['dashboard'], need: read, lazy: () => import('./widgets/to-ship') },
    { id: 'orders-delivered-rate', titleKey: 'widgets.deliveredRate', rank: 12, size: 'sm', dashboards: ['admin-dashboard'], need: read, lazy: () => import('./widgets/delivered-rate') },
    { id: 'orders-cod-pending', titleKey: 'widgets.codPending', rank: 13, size: 'sm', dashboards: ['admin-dashboard'], need: read, lazy: () => import('./widgets/cod-pending') },
  ],
  search: [orderSearch],
  translations: {
    en: () => import('./i18n/en.json'),
    fr: () => import('./i18n/fr.json'),
    ar: () => import('./i18n/ar.json'),
  },
});
