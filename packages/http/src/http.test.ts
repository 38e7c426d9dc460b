// @vitest-environment jsdom
import { useAuthStore } from '@sp/shared-auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  http,
  request,
  setMaintenanceHandler,
  setNavigator,
  setUnauthorizedHandler,
  signOutToLogin,
} from './http';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

// Node's Request (used under jsdom) refuses relative URLs; the browser resolves them.
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

beforeEach(() => {
  vi.stubGlobal('Request', PageRequest);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().signOut();
});

describe('retry policy (SPEC section 8)', () => {
  it('retries a GET once on 503, then raises a typed ApiError', async () => {
    fetchMock.mockImplementation(async () =>
      json(503, { error: { code: 'unavailable', message: 'down' } }),
    );
    const error = await request(() => http.get('things').json()).catch((e: unknown) => e);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'unavailable', message: 'down' });
  });

  it('a GET that succeeds on its retry resolves', async () => {
    fetchMock.mockResolvedValueOnce(json(502, {})).mockResolvedValueOnce(json(200, { ok: true }));
    await expect(http.get('things').json()).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('never retries a %s', async (method) => {
    fetchMock.mockImplementation(async () => json(503, { error: { code: 'x', message: 'y' } }));
    await expect(http[method]('things')).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a 404', async () => {
    fetchMock.mockImplementation(async () =>
      json(404, { error: { code: 'not_found', message: 'no' } }),
    );
    await expect(request(() => http.get('x').json())).rejects.toMatchObject({ code: 'not_found' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('headers', () => {
  it('sends Bearer and X-Store-ID when stored', async () => {
    useAuthStore.setState({ accessToken: 'tok', storeId: 's1' });
    fetchMock.mockResolvedValue(json(200, {}));
    await http.get('x').json();
    const sent = fetchMock.mock.calls[0]![0] as Request;
    expect(sent.headers.get('Authorization')).toBe('Bearer tok');
    expect(sent.headers.get('X-Store-ID')).toBe('s1');
    expect(new URL(sent.url).pathname).toBe('/api/x');
  });
});

describe('401 and maintenance', () => {
  it('a 401 on an authenticated call signs out and goes to /login?to=<current path>', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    setUnauthorizedHandler(signOutToLogin);
    window.history.pushState({}, '', '/orders/add');
    useAuthStore.setState({ accessToken: 'tok', userData: { role: 'agent' } as never });
    fetchMock.mockResolvedValue(json(401, { error: { code: 'unauthorized', message: 'no' } }));
    await expect(http.get('x')).rejects.toThrow();
    expect(useAuthStore.getState().accessToken).toBe('');
    expect(navigate).toHaveBeenCalledWith('/login?to=%2Forders%2Fadd');
  });

  it('a 401 from a sign-in attempt (no token) does not navigate', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValue(
      json(401, { error: { code: 'invalid_credentials', message: 'no' } }),
    );
    await expect(http.post('auth/login')).rejects.toThrow();
    expect(handler).not.toHaveBeenCalled();
  });

  it('a 503 `maintenance` calls the maintenance handler', async () => {
    const handler = vi.fn();
    setMaintenanceHandler(handler);
    fetchMock.mockImplementation(async () =>
      json(503, { error: { code: 'maintenance', message: 'later' } }),
    );
    await expect(http.post('x')).rejects.toThrow();
    expect(handler).toHaveBeenCalled();
  });
});
