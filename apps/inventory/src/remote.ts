import { defineRemote } from '@sp/contracts';
import { auditVocabulary } from './audit-vocabulary';
import { productSearch } from './search';

const products = { action: 'read', subject: 'Product' } as const;
const inventory = { action: 'read', subject: 'Inventory' } as const;

export const remote = defineRemote({
  id: 'inventory',
  menu: { labelKey: 'nav.group', icon: 'box' },
  pages: [
    {
      id: 'products',
      path: 'products',
      need: products,
      titleKey: 'title.products',
      icon: 'box',
      page: () => import('./routes/products'),
    },
    {
      id: 'productImport',
      path: 'products/import',
      need: { action: 'create', subject: 'Product' },
      titleKey: 'title.productImport',
      page: () => import('./routes/products-import'),
      menu: false,
    },
    {
      id: 'productDetail',
      path: 'products/:productId',
      need: products,
      titleKey: 'title.product',
      page: () => import('./routes/product-detail'),
      menu: false,
    },
    {
      id: 'services',
      path: 'services',
      need: { action: 'read', subject: 'Service' },
      titleKey: 'title.services',
      icon: 'tool',
      page: () => import('./routes/services'),
    },
    {
      id: 'store',
      path: 'store',
      need: { action: 'read', subject: 'Store' },
      titleKey: 'title.store',
      icon: 'store',
      page: () => import('./routes/store'),
    },
    {
      id: 'inventory',
      path: 'inventory',
      need: inventory,
      titleKey: 'title.inventory',
      icon: 'warehouse',
      page: () => import('./routes/inventory'),
    },
  ],
  widgets: [
    {
      id: 'inventory-low-stock',
      titleKey: 'widgets.lowStock',
      rank: 20,
      size: 'md',
      dashboards: ['dashboard'],
      need: inventory,
      lazy: () => import('./widgets/low-stock'),
    },
    {
      id: 'inventory-stock-value',
      titleKey: 'widgets.stockValue',
      rank: 21,
      size: 'sm',
      dashboards: ['admin-dashboard'],
      need: inventory,
      lazy: () => import('./widgets/stock-value'),
    },
  ],
  search: [productSearch],
  audit: auditVocabulary,
  translations: {
    en: () => import('./i18n/en.json'),
    fr: () => import('./i18n/fr.json'),
    ar: () => import('./i18n/ar.json'),
  },
});
