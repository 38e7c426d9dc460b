import type { ComponentType } from 'react';
import { defineRemote, type RemoteRoute, type RouteHandle } from '@sp/contracts';
import { userSearch } from './search';

type PageModule = { Component: ComponentType };
const page = (path: string, handle: RouteHandle, load: () => Promise<PageModule>): RemoteRoute => ({
  path,
  handle,
  lazy: async () => ({ Component: (await load()).Component }),
});
const users = { action: 'read', subject: 'User' } as const;

export const remote = defineRemote({
  id: 'admin',
  basePaths: ['/users', '/fulfillment-agents', '/roles', '/access-control', '/audit-log', '/tenants'],
  routes: [
    page('users', { ...users, titleKey: 'title.users' }, () => import('./routes/user-list')),
    page('fulfillment-agents', { action: 'read', subject: 'FulfillmentAgent', titleKey: 'title.fulfillmentAgents' }, () =>
      import('./routes/fulfillment-agents'),
    ),
    page('roles', { action: 'read', subject: 'Role', titleKey: 'title.roles' }, () => import('./routes/roles')),
    page('access-control', { action: 'read', subject: 'AclDemo', titleKey: 'title.accessControl' }, () => import('./routes/access-control')),
    page('audit-log', { action: 'read', subject: 'AuditLog', titleKey: 'title.auditLog' }, () => import('./routes/audit-log')),
    page('tenants', { action: 'manage', subject: 'Tenant', titleKey: 'title.tenants' }, () => import('./routes/tenants')),
  ],
  nav: [
    {
      id: 'admin',
      labelKey: 'nav.group',
      icon: 'shield',
      rank: 90,
      children: [
        { id: 'users', labelKey: 'title.users', icon: 'users', rank: 1, to: '/users', need: users, tenantKind: 'marketplace' },
        {
          id: 'manageUsers',
          labelKey: 'title.manageUsers',
          icon: 'users',
          rank: 2,
          // A link itself in the horizontal menu; a group with "User List" in the vertical one.
          to: '/users',
          need: users,
          tenantKind: 'agency',
          children: [{ id: 'userList', labelKey: 'title.userList', icon: 'list', rank: 1, to: '/users', need: users }],
        },
        { id: 'fulfillmentAgents', labelKey: 'title.fulfillmentAgents', icon: 'truck', rank: 3, to: '/fulfillment-agents', need: { action: 'read', subject: 'FulfillmentAgent' }, tenantKind: 'marketplace' },
        { id: 'roles', labelKey: 'title.roles', icon: 'shield', rank: 4, to: '/roles', need: { action: 'read', subject: 'Role' } },
        { id: 'accessControl', labelKey: 'title.accessControl', icon: 'lock', rank: 5, to: '/access-control', need: { action: 'read', subject: 'AclDemo' } },
        { id: 'auditLog', labelKey: 'title.auditLog', icon: 'history', rank: 6, to: '/audit-log', need: { action: 'read', subject: 'AuditLog' } },
        { id: 'tenants', labelKey: 'title.tenants', icon: 'building', rank: 7, to: '/tenants', need: { action: 'manage', subject: 'Tenant' } },
      ],
    },
  ],
  widgets: [
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
  ],
  search: [userSearch],
  translations: {
    en: () => import('./i18n/en.json'),
    fr: () => import('./i18n/fr.json'),
    ar: () => import('./i18n/ar.json'),
  },
});
