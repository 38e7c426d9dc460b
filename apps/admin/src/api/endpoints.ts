import { getJson, http, idempotencyKey, request, type Page } from '@sp/api-client';
import type {
  AdminDashboard,
  AdminUser,
  AdminUserList,
  AdminUserListQuery,
  AuditEntry,
  CreateTenantBody,
  EditUserBody,
  FulfillmentAgent,
  FulfillmentAgentBody,
  FulfillmentAgentListQuery,
  InviteUserBody,
  MyDashboard,
  OutboxMail,
  RecentSignIns,
  RoleInfo,
  RoleOverridesBody,
  StaffByRole,
  Tenant,
  UpdateTenantBody,
  UpdateTenantModulesBody,
} from '@sp/contracts/api';

const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface AuditQuery {
  page?: number;
  pageSize?: number;
  userId?: string;
  recordType?: string;
  from?: string;
  to?: string;
  sort?: string;
}

/**
 * The admin remote's endpoints (users, roles, fulfillment agents, tenants, audit log). They
 * live in the remote, not in the shared face, so the remote deploys them alone.
 */
export const adminApi = {
  users: {
    list: (query: AdminUserListQuery, signal?: AbortSignal) =>
      getJson<AdminUserList>('users', query, signal),
    get: (id: string) => getJson<AdminUser>(`users/${id}`),
    update: (id: string, json: EditUserBody) =>
      request(() => http.patch(`users/${id}`, { json }).json<AdminUser>()),
    invite: (json: InviteUserBody, headers = idempotencyKey()) =>
      request(() => http.post('users/invitations', { json, headers }).json<AdminUser>()),
    deactivate: (id: string) =>
      request(() => http.post(`users/${id}/deactivate`).json<AdminUser>()),
    reactivate: (id: string) =>
      request(() => http.post(`users/${id}/reactivate`).json<AdminUser>()),
    reset2fa: (id: string) => request(() => http.post(`users/${id}/reset-2fa`).json<AdminUser>()),
    staffByRole: () => getJson<StaffByRole>('users/stats/by-role'),
    recentSignIns: () => getJson<RecentSignIns>('users/stats/recent-sign-ins'),
  },
  roles: {
    list: () => getJson<{ items: RoleInfo[] }>('roles'),
    setAgent: (json: RoleOverridesBody) =>
      request(() => http.put('roles/agent', { json }).json<RoleInfo>()),
  },
  agents: {
    list: (query: FulfillmentAgentListQuery) =>
      getJson<Page<FulfillmentAgent>>('fulfillment-agents', query),
    get: (id: string) => getJson<FulfillmentAgent>(`fulfillment-agents/${id}`),
    create: (json: FulfillmentAgentBody, headers = idempotencyKey()) =>
      request(() => http.post('fulfillment-agents', { json, headers }).json<FulfillmentAgent>()),
    update: (id: string, json: Partial<FulfillmentAgentBody>) =>
      request(() => http.patch(`fulfillment-agents/${id}`, { json }).json<FulfillmentAgent>()),
  },
  tenants: {
    list: () => getJson<{ items: Tenant[] }>('tenants'),
    create: (json: CreateTenantBody, headers = idempotencyKey()) =>
      request(() => http.post('tenants', { json, headers }).json<Tenant>()),
    update: (id: string, json: UpdateTenantBody) =>
      request(() => http.patch(`tenants/${id}`, { json }).json<Tenant>()),
    setModules: (id: string, json: UpdateTenantModulesBody) =>
      request(() => http.put(`tenants/${id}/modules`, { json }).json<Tenant>()),
  },
  audit: {
    list: (query: AuditQuery) =>
      getJson<Page<AuditEntry> & { names: Record<string, string> }>('audit-log', query),
  },
  /** The dashboards' own figures, days in the reader's time zone. */
  dashboard: {
    admin: () => getJson<AdminDashboard>('dashboard/admin', { tz: readerZone() }),
    mine: () => getJson<MyDashboard>('dashboard/mine', { tz: readerZone() }),
  },
  /** A local run's outbox (the API registers it only there: a 404 elsewhere). */
  outbox: {
    list: () => getJson<{ items: OutboxMail[] }>('dev/outbox', {}),
  },
};
