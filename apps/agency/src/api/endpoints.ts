import { getJson, http, idempotencyKey, request } from '@sp/api-client';
import type {
  Activity,
  AgencyDashboard,
  ConfigListQuery,
  EarningsSummary,
  Lead,
  LeadBoard,
  LeadDuplicate,
  LeadBody,
  LeadList,
  LeadListQuery,
  LeadPatch,
  LeadStatus,
  Quote,
  QuoteVersion,
  SubAgency,
  Task,
  Terms,
} from '@sp/contracts/api';

export interface QuoteRequest {
  programmeId: string;
  intake?: string;
  dependents: { name: string; age: number }[];
  language: 'en' | 'fr' | 'ar';
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
export type TaskQuery = {
  page?: number;
  pageSize?: number;
  view?: string;
  leadId?: string;
  status?: string;
  search?: string;
  sort?: string;
};

/** The agency remote's endpoints (/api/leads, /api/tasks, configuration ...), typed from the contract. */
export const agencyApi = {
  leads: {
    list: (query: LeadListQuery, signal?: AbortSignal) => getJson<LeadList>('leads', query, signal),
    board: (query: Omit<LeadListQuery, 'status' | 'page' | 'pageSize'>, signal?: AbortSignal) =>
      getJson<LeadBoard>('leads/board', query, signal),
    get: (id: string) => getJson<Lead>(`leads/${id}`),
    create: (json: LeadBody, headers = idempotencyKey()) =>
      request(() => http.post('leads', { json, headers }).json<Lead>()),
    update: (id: string, json: LeadPatch) =>
      request(() => http.patch(`leads/${id}`, { json }).json<Lead>()),
    status: (id: string, status: LeadStatus, reason?: string) =>
      request(() =>
        http
          .post(`leads/${id}/status`, { json: { status, ...(reason ? { reason } : {}) } })
          .json<Lead>(),
      ),
    assign: (ids: string[], assignedTo: string | null) =>
      request(() =>
        http.post('leads/assign', { json: { ids, assignedTo } }).json<{ updated: number }>(),
      ),
    activities: (id: string) => getJson<{ items: Activity[] }>(`leads/${id}/activities`),
    addActivity: (id: string, json: { kind: string; body: string }) =>
      request(() => http.post(`leads/${id}/activities`, { json }).json<Activity>()),
    quote: (id: string) => getJson<Quote>(`leads/${id}/quote`),
    quoteVersions: (id: string) => getJson<{ items: QuoteVersion[] }>(`leads/${id}/quotes`),
    quotePdf: (id: string, version?: number) =>
      request(() =>
        http
          .get(`leads/${id}/quote`, {
            searchParams: { format: 'pdf', ...(version ? { version } : {}) },
          })
          .blob(),
      ),
    duplicates: (id: string) => getJson<{ items: LeadDuplicate[] }>(`leads/${id}/duplicates`),
    merge: (id: string, duplicateId: string) =>
      request(() => http.post(`leads/${id}/merge`, { json: { duplicateId } }).json<Lead>()),
    acceptTerms: (id: string, termsId: string) =>
      request(() => http.post(`leads/${id}/terms`, { json: { termsId } }).json<Lead>()),
  },
  config: {
    list: <T>(resource: string, query: ConfigListQuery, signal?: AbortSignal) =>
      getJson<Page<T>>(resource, query, signal),
    get: <T>(resource: string, id: string) => getJson<T>(`${resource}/${id}`),
    create: <T>(resource: string, json: unknown) =>
      request(() => http.post(resource, { json, headers: idempotencyKey() }).json<T>()),
    update: <T>(resource: string, id: string, json: unknown) =>
      request(() => http.patch(`${resource}/${id}`, { json }).json<T>()),
  },
  terms: {
    /** Newest version first, a page at a time. */
    list: (query: { page?: number; pageSize: number; status?: Terms['status'] }) =>
      getJson<Page<Terms>>('terms', query),
    create: (json: { title: string; body: Record<string, string> }) =>
      request(() => http.post('terms', { json, headers: idempotencyKey() }).json<Terms>()),
    publish: (id: string) => request(() => http.post(`terms/${id}/publish`).json<Terms>()),
  },
  tasks: {
    list: (query: TaskQuery, signal?: AbortSignal) => getJson<Page<Task>>('tasks', query, signal),
    create: (json: unknown) =>
      request(() => http.post('tasks', { json, headers: idempotencyKey() }).json<Task>()),
    update: (id: string, json: unknown) =>
      request(() => http.patch(`tasks/${id}`, { json }).json<Task>()),
  },
  agencies: {
    list: (
      query: { page?: number; pageSize?: number; search?: string; sort?: string; active?: string },
      signal?: AbortSignal,
    ) => getJson<Page<SubAgency>>('agencies', query, signal),
    get: (id: string) => getJson<SubAgency>(`agencies/${id}`),
    create: (json: unknown) =>
      request(() => http.post('agencies', { json, headers: idempotencyKey() }).json<SubAgency>()),
    update: (id: string, json: unknown) =>
      request(() => http.patch(`agencies/${id}`, { json }).json<SubAgency>()),
  },
  quotes: {
    compute: (json: QuoteRequest) => request(() => http.post('quotes', { json }).json<Quote>()),
    pdf: (json: QuoteRequest) => request(() => http.post('quotes/pdf', { json }).blob()),
  },
  earnings: () => getJson<EarningsSummary>('agency/earnings'),
  dashboard: () => getJson<AgencyDashboard>('agency/dashboard'),
  /** The tenant's staff, one page of a search (admins may list users). */
  users: (query: { search?: string; pageSize: number }, signal?: AbortSignal) =>
    getJson<Page<{ id: string; fullName: string }>>(
      'users',
      { ...query, sort: 'fullName' },
      signal,
    ),
  user: (id: string) => getJson<{ id: string; fullName: string }>(`users/${id}`),
};
