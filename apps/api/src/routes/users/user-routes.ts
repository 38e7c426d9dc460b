import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserSchema,
  editUserBodySchema,
  idParamsSchema,
  inviteUserBodySchema,
  recentSignInsResponseSchema,
  staffByRoleResponseSchema,
} from '@sp/contracts/api';
import { notFound } from '../../errors';
import { listAdminUsers, recentSignIns, staffByRole } from '../../repositories/admin-users';
import { findStoreInTenant, listTenantStores } from '../../repositories/stores';
import { assignedStoreIds, findUserInTenant } from '../../repositories/users';
import { adminUserView, editUser, inviteUser, resetTwoFactor, setUserActive, toAdminUser } from '../../services/admin-users';
import { iso } from '../../services/views';
import { requireAuth } from '../../types';

const tags = ['users'];
const one = { 200: adminUserSchema };

/** The tenant's staff: list, invitations, role and stores, (de)activation, 2FA reset. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get('/', {
    config: { can: ['read', 'User'] },
    schema: { tags, querystring: adminUserListQuerySchema, response: { 200: adminUserListResponseSchema } },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const q = request.query;
      // A filter naming another tenant's store is a 404, like asking for it by id.
      if (q.storeId && !(await findStoreInTenant(db, auth.tenant.id, q.storeId))) throw notFound('Store');
      const { items, total } = await listAdminUsers(db, { ...q, tenantId: auth.tenant.id });
      // Two queries for the page's stores: agents' assignments, and the tenant's (admins use all).
      const [assigned, all] = await Promise.all([
        assignedStoreIds(db, items.map((r) => r.user.id)),
        listTenantStores(db, auth.tenant.id).then((rows) => rows.map((s) => s.id)),
      ]);
      const stores = (u: (typeof items)[number]['user']) => (u.role === 'agent' ? (assigned.get(u.id) ?? []) : all);
      return { items: items.map((r) => toAdminUser(r.user, stores(r.user), r.lastSignInAt)), total, page: q.page, pageSize: q.pageSize };
    },
  });

  app.get('/stats/by-role', {
    config: { can: ['read', 'User'] },
    schema: { tags, response: { 200: staffByRoleResponseSchema } },
    handler: async (request) => ({ items: await staffByRole(db, requireAuth(request.auth).tenant.id) }),
  });

  app.get('/stats/recent-sign-ins', {
    config: { can: ['read', 'User'] },
    schema: { tags, response: { 200: recentSignInsResponseSchema } },
    handler: async (request) => {
      const rows = await recentSignIns(db, requireAuth(request.auth).tenant.id);
      return { items: rows.map((r) => ({ ...r, at: iso(r.at) })) };
    },
  });

  app.get('/:id', {
    config: { can: ['read', 'User'] },
    schema: { tags, params: idParamsSchema, response: one },
    handler: async (request) => {
      const user = await findUserInTenant(db, requireAuth(request.auth).tenant.id, request.params.id);
      if (!user) throw notFound('User');
      return adminUserView(db, user);
    },
  });

  app.patch('/:id', {
    config: { can: ['update', 'User'] },
    schema: { tags, params: idParamsSchema, body: editUserBodySchema, response: one },
    handler: (request) => editUser(app.deps, requireAuth(request.auth), request.params.id, request.body),
  });

  app.post('/invitations', {
    config: { can: ['create', 'User'], idempotent: true },
    schema: { tags, body: inviteUserBodySchema, response: { 201: adminUserSchema } },
    handler: async (request, reply) => {
      reply.code(201);
      return inviteUser(app.deps, requireAuth(request.auth), request.body);
    },
  });

  const action = (path: string, run: (auth: ReturnType<typeof requireAuth>, id: string) => Promise<unknown>) =>
    app.post(`/:id/${path}`, {
      config: { can: ['update', 'User'] },
      schema: { tags, params: idParamsSchema, response: one },
      handler: (request) => run(requireAuth(request.auth), request.params.id) as never,
    });
  action('deactivate', (auth, id) => setUserActive(app.deps, auth, id, false));
  action('reactivate', (auth, id) => setUserActive(app.deps, auth, id, true));
  action('reset-2fa', (auth, id) => resetTwoFactor(app.deps, auth, id));
};
