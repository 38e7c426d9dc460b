import type {
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
  RecentSignIns,
  RoleInfo,
  RoleOverridesBody,
  StaffByRole,
  Tenant,
  UpdateTenantBody,
  UpdateTenantModulesBody,
} from '@sp/contracts/api';
import { http, request } from '@sp/http';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AuditQuery {
  page?: number;
  pageSize?: number;
  userId?: string;
  recordType?: string;
  from?: string;
  to?: string;
}

type Params = Record<string, string | number | boolean | undefined | null>;

/** Query parameters without the empty ones (an empty filter is no filter). */
export function toSearchParams(query: object): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(query as Params).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Record<string, string | number | boolean>;
}

const get = <T>(path: string, query: object = {}, signal?: AbortSignal) =>
  request(() => http.get(path, { searchParams: toSearchParams(query), signal }).json<T>());

/** A create may be repeated by accident (double click, retry): the key makes it once. */
const idempotent = () => ({ 'Idempotency-Key': crypto.randomUUID() });

/** The admin remote's endpoints (users, roles, fulfillment agents, tenants, audit log). */
export const adminApi = {
  users: {
    list: (query: AdminUserListQuery, signal?: AbortSignal) => get<AdminUserList>('users', query, signal),
    get: (id: string) => get<AdminUser>(`users/${id}`),
    update: (id: string, json: EditUserBody) => request(() => http.patch(`users/${id}`, { json }).json<AdminUser>()),
    invite: (json: InviteUserBody, key = idempotent()) =>
      request(() => http.post('users/invitations', { json, headers: key }).json<AdminUser>()),
    deactivate: (id: string) => request(() => http.post(`users/${id}/deactivate`).json<AdminUser>()),
    reactivate: (id: string) => request(() => http.post(`users/${id}/reactivate`).json<AdminUser>()),
    reset2fa: (id: string) => request(() => http.post(`users/${id}/reset-2fa`).json<AdminUser>()),
    staffByRole: () => get<StaffByRole>('users/stats/by-role'),
    recentSignIns: () => get<RecentSignIns>('users/stats/recent-sign-ins'),
  },
  roles: {
    list: () => get<{ items: RoleInfo[] }>('roles'),
    setAgent: (json: RoleOverridesBody) => request(() => http.put('roles/agent', { json }).json<RoleInfo>()),
  },
  agents: {
    list: (query: FulfillmentAgentListQuery) => get<Page<FulfillmentAgent>>('fulfillment-agents', query),
    get: (id: string) => get<FulfillmentAgent>(`fulfillment-agents/${id}`),
    create: (json: FulfillmentAgentBody, key = idempotent()) =>
      request(() => http.post('fulfillment-agents', { json, headers: key }).json<FulfillmentAgent>()),
    update: (id: string, json: Partial<FulfillmentAgentBody>) =>
      request(() => http.patch(`fulfillment-agents/${id}`, { json }).json<FulfillmentAgent>()),
  },
  tenants: {
    list: () => get<{ items: Tenant[] }>('tenants'),
    create: (json: CreateTenantBody, key = idempotent()) =>
      request(() => http.post('tenants', { json, headers: key }).json<Tenant>()),
    update: (id: string, json: UpdateTenantBody) =>
      request(() => http.patch(`tenants/${id}`, { json }).json<Tenant>()),
    setModules: (id: string, json: UpdateTenantModulesBody) =>
      request(() => http.put(`tenants/${id}/modules`, { json }).json<Tenant>()),
  },
  audit: {
    list: (query: AuditQuery) => get<Page<AuditEntry>>('audit-log', query),
  },
};
