// @vitest-environment jsdom
import { useAuthStore } from '@sp/shared-auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from './auth';

class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

describe('signOut', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('clears the session and revokes the token with POST /api/auth/logout', async () => {
    vi.stubGlobal('Request', PageRequest);
    const fetchMock = vi.fn(
      async () =>
        new Response('{"ok":true}', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    useAuthStore
      .getState()
      .signIn({ accessToken: 'tok', userData: { role: 'agent' } as never, userAbilityRules: [] });
    await signOut();
    expect(useAuthStore.getState().accessToken).toBe('');
    expect(localStorage.getItem('accessToken')).toBeNull();
    const sent = (fetchMock.mock.calls[0] as unknown as [Request])[0];
    expect(sent.method).toBe('POST');
    expect(new URL(sent.url).pathname).toBe('/api/auth/logout');
    expect(sent.headers.get('Authorization')).toBe('Bearer tok');
  });
});
