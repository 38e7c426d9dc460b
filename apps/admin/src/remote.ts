import { defineRemote } from '@sp/contracts';
import { auditVocabulary } from './audit-vocabulary';
import { userSearch } from './search';

const users = { action: 'read', subject: 'User' } as const;
const adminBoard = { action: 'read', subject: 'AdminDashboard' } as const;

export const remote = defineRemote({
  id: 'admin',
  menu: { labelKey: 'nav.group', icon: 'shield' },
  pages: [
    {
      id: 'users',
      path: 'users',
      need: users,
      titleKey: 'title.users',
      icon: 'users',
      page: () => import('./routes/user-list'),
      menu: [
        { tenantKind: 'marketplace' },
        // Agency tenants: a link itself in the horizontal menu; a group with "User List" in the vertical one.
        {
          id: 'manageUsers',
          labelKey: 'title.manageUsers',
          tenantKind: 'agency',
          children: [{ id: 'userList', labelKey: 'title.userList', icon: 'list', rank: 1 }],
        },
      ],
    },
    {
      id: 'fulfillmentAgents',
      path: 'fulfillment-agents',
      need: { action: 'read', subject: 'FulfillmentAgent' },
      titleKey: 'title.fulfillmentAgents',
      icon: 'truck',
      tenantKind: 'marketplace',
      page: () => import('./routes/fulfillment-agents'),
    },
    {
      id: 'roles',
      path: 'roles',
      need: { action: 'read', subject: 'Role' },
      titleKey: 'title.roles',
      icon: 'shield',
      page: () => import('./routes/roles'),
    },
    {
      id: 'accessControl',
      path: 'access-control',
      need: { action: 'read', subject: 'AclDemo' },
      titleKey: 'title.accessControl',
      icon: 'lock',
      page: () => import('./routes/access-control'),
    },
    {
      id: 'auditLog',
      path: 'audit-log',
      need: { action: 'read', subject: 'AuditLog' },
      titleKey: 'title.auditLog',
      icon: 'history',
      page: () => import('./routes/audit-log'),
    },
    {
      id: 'tenants',
      path: 'tenants',
      need: { action: 'manage', subject: 'Tenant' },
      titleKey: 'title.tenants',
      icon: 'building',
      page: () => import('./routes/tenants'),
    },
    // A local run's mails (no SMTP): invitation and reset links for a first run (issue 36).
    {
      id: 'outbox',
      path: 'outbox',
      need: { action: 'manage', subject: 'Tenant' },
      titleKey: 'title.outbox',
      icon: 'mail',
      page: () => import('./routes/outbox'),
    },
  ],
  widgets: [
    // The admin dashboard opens the day on trends and on what needs action (issue 37).
    {
      id: 'admin-trends',
      titleKey: 'dashboard.trends.title',
      rank: 1,
      size: 'lg',
      dashboards: ['admin-dashboard'],
      need: adminBoard,
      lazy: () => import('./widgets/dashboard/trends'),
    },
    {
      id: 'admin-to-ship',
      titleKey: 'dashboard.toShip.title',
      rank: 2,
      size: 'md',
      dashboards: ['admin-dashboard'],
      need: adminBoard,
      lazy: () => import('./widgets/dashboard/to-ship'),
    },
    {
      id: 'admin-cod-overdue',
      titleKey: 'dashboard.codOverdue.title',
      rank: 3,
      size: 'md',
      dashboards: ['admin-dashboard'],
      need: adminBoard,
      lazy: () => import('./widgets/dashboard/cod-overdue'),
    },
    {
      id: 'admin-low-stock',
      titleKey: 'dashboard.lowStock.title',
      rank: 4,
      size: 'md',
      dashboards: ['admin-dashboard'],
      need: adminBoard,
      lazy: () => import('./widgets/dashboard/low-stock-cover'),
    },
    // The staff dashboard keeps to the member's own work.
    {
      id: 'admin-my-work',
      titleKey: 'dashboard.mine.title',
      rank: 1,
      size: 'md',
      dashboards: ['dashboard'],
      need: { action: 'read', subject: 'Order' },
      lazy: () => import('./widgets/dashboard/my-work'),
    },
    {
      id: 'admin-staff-by-role',
      titleKey: 'widgets.staffByRole',
      rank: 50,
      size: 'sm',
      dashboards: ['admin-dashboard'],
      need: users,
      lazy: () => import('./widgets/staff-by-role'),
    },
    {
      id: 'admin-recent-sign-ins',
      titleKey: 'widgets.recentSignIns',
      rank: 51,
      size: 'md',
      dashboards: ['admin-dashboard'],
      need: users,
      lazy: () => import('./widgets/recent-sign-ins'),
    },
    {
      id: 'admin-my-activity',
      titleKey: 'widgets.myActivity',
      rank: 10,
      size: 'sm',
      dashboards: ['profile'],
      need: { action: 'read', subject: 'AuditLog' },
      lazy: () => import('./widgets/my-activity'),
    },
  ],
  search: [userSearch],
  audit: auditVocabulary,
  translations: {
    en: () => import('./i18n/en.json'),
    fr: () => import('./i18n/fr.json'),
    ar: () => import('./i18n/ar.json'),
  },
});
