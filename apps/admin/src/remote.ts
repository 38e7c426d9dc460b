import { defineRemote } from '@sp/contracts';
import { beingBuiltRoute as page } from '@sp/ui';

export const remote = defineRemote({
  id: 'admin',
  basePaths: ['/users', '/fulfillment-agents', '/roles', '/access-control', '/audit-log', '/tenants'],
  routes: [
    page('users', 'read', 'User', 'title.users'),
    page('fulfillment-agents', 'read', 'FulfillmentAgent', 'title.fulfillmentAgents'),
    page('roles', 'read', 'Role', 'title.roles'),
    page('access-control', 'read', 'AclDemo', 'title.accessControl'),
    page('audit-log', 'read', 'AuditLog', 'title.auditLog'),
    page('tenants', 'manage', 'Tenant', 'title.tenants'),
  ],
  nav: [
    {
      id: 'admin',
      labelKey: 'nav.group',
      icon: 'shield',
      rank: 90,
      children: [
        { id: 'users', labelKey: 'title.users', icon: 'users', rank: 1, to: '/users', need: { action: 'read', subject: 'User' }, tenantKind: 'marketplace' },
        { id: 'manageUsers', labelKey: 'title.manageUsers', icon: 'users', rank: 2, to: '/users', need: { action: 'read', subject: 'User' }, tenantKind: 'agency' },
        { id: 'fulfillmentAgents', labelKey: 'title.fulfillmentAgents', icon: 'truck', rank: 3, to: '/fulfillment-agents', need: { action: 'read', subject: 'FulfillmentAgent' }, tenantKind: 'marketplace' },
        { id: 'roles', labelKey: 'title.roles', icon: 'shield', rank: 4, to: '/roles', need: { action: 'read', subject: 'Role' } },
        { id: 'accessControl', labelKey: 'title.accessControl', icon: 'lock', rank: 5, to: '/access-control', need: { action: 'read', subject: 'AclDemo' } },
        { id: 'auditLog', labelKey: 'title.auditLog', icon: 'history', rank: 6, to: '/audit-log', need: { action: 'read', subject: 'AuditLog' } },
        { id: 'tenants', labelKey: 'title.tenants', icon: 'building', rank: 7, to: '/tenants', need: { action: 'manage', subject: 'Tenant' } },
      ],
    },
  ],
  translations: {
    en: () => import('./i18n/en.json'),
    fr: () => import('./i18n/fr.json'),
    ar: () => import('./i18n/ar.json'),
  },
});
