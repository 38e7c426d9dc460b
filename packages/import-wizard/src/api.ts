import { getJson, http, idempotencyKey, request, type Page } from '@sp/api-client';
import type { Import, ImportDetail, ImportKind, ImportMapping } from '@sp/contracts/api';

/** /api/imports, typed from the contract. */
export const importsApi = {
  /** `storeId`: the store the rows are for, when the page asked (else the top bar's, sent by the client). */
  upload: (kind: ImportKind, file: File, storeId?: string) => {
    const body = new FormData();
    body.append('kind', kind);
    body.append('file', file, file.name);
    const headers = { ...idempotencyKey(), ...(storeId ? { 'X-Store-ID': storeId } : {}) };
    return request(() =>
      http.post('imports', { body, headers, timeout: 120_000 }).json<{ id: string }>(),
    );
  },
  get: (id: string, signal?: AbortSignal) => getJson<ImportDetail>(`imports/${id}`, {}, signal),
  map: (id: string, json: { mapping: ImportMapping; sheet?: string; saveAs?: string }) =>
    request(() => http.put(`imports/${id}/mapping`, { json }).json<{ id: string }>()),
  commit: (id: string, skipErrors: boolean) =>
    request(() =>
      http
        .post(`imports/${id}/commit`, { json: { skipErrors }, headers: idempotencyKey() })
        .json<{ id: string }>(),
    ),
  history: (kind: ImportKind, page: number, pageSize: number, signal?: AbortSignal) =>
    getJson<Page<Import>>('imports', { kind, page, pageSize }, signal),
  /** The rows in error as a CSV the browser saves (the request carries the session header). */
  async downloadErrors(imp: Pick<Import, 'id' | 'fileName'>) {
    const blob = await request(() => http.get(`imports/${imp.id}/errors`).blob());
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${imp.fileName.replace(/\.[^.]+$/, '')}-errors.csv`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
};
