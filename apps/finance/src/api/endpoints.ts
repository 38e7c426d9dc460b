import { getJson, http, idempotencyKey, request, runReport, type Page } from '@sp/api-client';
import type {
  AgentStatement,
  AllocationBody,
  AllocationCandidate,
  FinanceSummary,
  FulfillmentAgent,
  FulfillmentAgentListQuery,
  PaymentBody,
  PaymentDetail,
  PaymentListQuery,
  PaymentListResponse,
  ProfitLoss,
  ProfitLossLines,
  ProfitLossLinesQuery,
  ProfitLossQuery,
  Report,
  ReportKind,
  ReportQuery,
  Supplier,
  SupplierListQuery,
  SupplierStatement,
  UpdatePaymentBody,
} from '@sp/contracts/api';

/** Query values as a file download wants them: the empty ones left out. */
export type FileQuery = Record<string, string | number | undefined>;

const file = (path: string, query: FileQuery) =>
  request(() => http.get(path, { searchParams: clean(query), timeout: false }).blob());

/** The finance remote's endpoints: payments and their allocations, statements, profit and loss, reports. */
export const financeApi = {
  payments: {
    list: (query: PaymentListQuery, signal?: AbortSignal) =>
      getJson<PaymentListResponse>('payments', query, signal),
    get: (id: string) => getJson<PaymentDetail>(`payments/${id}`),
    create: (json: PaymentBody, headers = idempotencyKey()) =>
      request(() => http.post('payments', { json, headers }).json<PaymentDetail>()),
    update: (id: string, json: UpdatePaymentBody) =>
      request(() => http.patch(`payments/${id}`, { json }).json<PaymentDetail>()),
    void: (id: string, reason: string) =>
      request(() => http.post(`payments/${id}/void`, { json: { reason } }).json<PaymentDetail>()),
    candidates: (id: string) =>
      getJson<AllocationCandidate[]>(`payments/${id}/allocation-candidates`),
    allocate: (id: string, json: AllocationBody) =>
      request(() => http.post(`payments/${id}/allocations`, { json }).json<PaymentDetail>()),
    unallocate: (id: string, allocationId: string) =>
      request(() =>
        http.delete(`payments/${id}/allocations/${allocationId}`).json<PaymentDetail>(),
      ),
    /** The payment's file (PDF, PNG, JPEG), sent as multipart/form-data; replaces one it had. */
    attach: (id: string, file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return request(() =>
        http.put(`payments/${id}/attachment`, { body, timeout: false }).json<PaymentDetail>(),
      );
    },
    detach: (id: string) =>
      request(() => http.delete(`payments/${id}/attachment`).json<PaymentDetail>()),
    attachment: (id: string) =>
      request(() => http.get(`payments/${id}/attachment`, { timeout: false }).blob()),
  },
  statements: {
    agent: (id: string) => getJson<AgentStatement>(`fulfillment-agents/${id}/statement`),
    supplier: (id: string) => getJson<SupplierStatement>(`suppliers/${id}/statement`),
  },
  profitLoss: {
    /** A job on the API (a first read of a long history fills its summary days there). */
    get: (query: ProfitLossQuery, signal?: AbortSignal) =>
      runReport<ProfitLoss>('profit-loss', query, signal),
    lines: (query: ProfitLossLinesQuery) => getJson<ProfitLossLines>('profit-loss/lines', query),
    exportFile: (query: FileQuery & { format: 'csv' | 'xlsx' }) =>
      file('profit-loss/export', query),
  },
  reports: {
    get: (kind: ReportKind, query: ReportQuery, signal?: AbortSignal) =>
      runReport<Report>(`reports/${kind}`, query, signal),
    exportFile: (kind: ReportKind, query: FileQuery & { format: 'csv' | 'xlsx' }) =>
      file(`reports/${kind}`, query),
  },
  summary: () => getJson<FinanceSummary>('finance/summary'),
  /** Pickers: the agents that remit COD and the suppliers that are paid. */
  agents: (query: FulfillmentAgentListQuery, signal?: AbortSignal) =>
    getJson<Page<FulfillmentAgent>>('fulfillment-agents', query, signal),
  agent: (id: string) => getJson<FulfillmentAgent>(`fulfillment-agents/${id}`),
  suppliers: (query: SupplierListQuery, signal?: AbortSignal) =>
    getJson<Page<Supplier>>('suppliers', query, signal),
  supplier: (id: string) => getJson<Supplier>(`suppliers/${id}`),
};

function clean(query: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
}
