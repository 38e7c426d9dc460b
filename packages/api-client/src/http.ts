import ky, { HTTPError } from 'ky';
import { useAuthStore } from '@sp/shared-auth';

/** The API's one error shape (DESIGN.md section 4). */
export interface ApiErrorBody {
  error: { code: string; message: string; details?: unknown };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Called on a 401: the shell signs out and returns to login with `to`. */
let onUnauthorized: () => void = () => useAuthStore.getState().signOut();
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

/**
 * The one HTTP client. SPEC section 8: one retry for non-mutating methods on 408, 409,
 * 425, 429, 500, 502, 503, 504; none for PATCH, POST, PUT, DELETE.
 */
export const http = ky.create({
  prefixUrl: '/api',
  retry: {
    limit: 1,
    methods: ['get', 'head', 'options'],
    statusCodes: [408, 409, 425, 429, 500, 502, 503, 504],
  },
  hooks: {
    beforeRequest: [
      (request) => {
        const { accessToken, storeId } = useAuthStore.getState();
        if (accessToken) request.headers.set('Authorization', `Bearer ${accessToken}`);
        if (storeId) request.headers.set('X-Store-ID', storeId);
      },
    ],
    beforeError: [
      async (error) => {
        if (error.response.status === 401) onUnauthorized();
        return error;
      },
    ],
  },
});

/** Turns ky's HTTPError into an ApiError carrying the server's code and message. */
export async function toApiError(error: unknown): Promise<unknown> {
  if (!(error instanceof HTTPError)) return error;
  const body = (await error.response.json().catch(() => null)) as ApiErrorBody | null;
  return new ApiError(
    error.response.status,
    body?.error.code ?? 'http_error',
    body?.error.message ?? error.message,
    body?.error.details,
  );
}

/** GET/POST helpers that throw ApiError. */
export async function request<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw await toApiError(error);
  }
}
