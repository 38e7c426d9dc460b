import ky, { isHTTPError } from 'ky';
import { loginPath, useAuthStore } from '@sp/shared-auth';

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

/** How the client changes page: the shell plugs in its router; a full load otherwise. */
let navigateTo: (path: string) => void = (path) => window.location.assign(path);
export function setNavigator(navigate: (path: string) => void) {
  navigateTo = navigate;
}

/** A 401 on an authenticated call: sign out and go to login with `to` = the current path. */
export function signOutToLogin() {
  // Already signed out (a late answer to a call made before): nothing to do.
  if (!useAuthStore.getState().accessToken) return;
  useAuthStore.getState().signOut();
  const { pathname, search } = window.location;
  if (pathname !== '/login') navigateTo(loginPath(pathname, search));
}

let onUnauthorized: () => void = signOutToLogin;
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

/** Called when the API answers 503 `maintenance` (the shell shows its maintenance page). */
let onMaintenance: () => void = () => {};
export function setMaintenanceHandler(handler: () => void) {
  onMaintenance = handler;
}

/**
 * The one HTTP client. SPEC section 8: one retry for non-mutating methods on 408, 409,
 * 425, 429, 500, 502, 503, 504; none for PATCH, POST, PUT, DELETE.
 */
export const http = ky.create({
  // ky 2: `prefix` joins '/api' and 'orders' as ky 1's prefixUrl did (baseUrl would resolve instead).
  prefix: '/api',
  retry: {
    limit: 1,
    methods: ['get', 'head', 'options'],
    statusCodes: [408, 409, 425, 429, 500, 502, 503, 504],
  },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const { accessToken, storeId } = useAuthStore.getState();
        if (accessToken) request.headers.set('Authorization', `Bearer ${accessToken}`);
        // A request naming its store (an import asked which store its file is for) keeps it.
        if (storeId && !request.headers.has('X-Store-ID'))
          request.headers.set('X-Store-ID', storeId);
      },
    ],
    afterResponse: [
      async ({ response }) => {
        if (response.status !== 503) return;
        const body = (await response
          .clone()
          .json()
          .catch(() => null)) as ApiErrorBody | null;
        if (body?.error?.code === 'maintenance') onMaintenance();
      },
    ],
    beforeError: [
      ({ error, request }) => {
        // A failed sign-in also answers 401: only a call made with a token means the session ended.
        if (
          isHTTPError(error) &&
          error.response.status === 401 &&
          request.headers.has('Authorization')
        )
          onUnauthorized();
        return error;
      },
    ],
  },
});

/** Turns ky's HTTPError into an ApiError carrying the server's code and message. */
export async function toApiError(error: unknown): Promise<unknown> {
  if (!isHTTPError(error)) return error;
  // ky 2 has already read the body into `data` (the response's body is consumed).
  const body = (error.data ?? null) as ApiErrorBody | null;
  return new ApiError(
    error.response.status,
    body?.error?.code ?? 'http_error',
    body?.error?.message ?? error.message,
    body?.error?.details,
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
