import { defineRemote } from '@sp/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  rememberManifest: vi.fn(),
}));
vi.mock('./runtime', () => runtime);

const { useModuleRegistry, REMOTE_TIMEOUT_MS } = await import('./module-registry');
const { i18n } = await import('@sp/i18n');
await i18n.init({ lng: 'en', resources: {} });

const remote = defineRemote({
  id: 'orders',
  basePaths: ['/orders'],
  routes: [],
  nav: [],
  translations: {
    en: async () => ({ title: 'Orders' }),
    fr: async () => ({}),
    ar: async () => ({}),
  },
});
const entry = { name: 'orders', manifestUrl: 'https://cdn.test/orders/mf-manifest.json' };

function manifest(requiredVersion = '^1.0.0') {
  return new Response(JSON.stringify({ shared: [{ name: '@sp/ui', requiredVersion }] }));
}

describe('module registry', () => {
  beforeEach(() => {
    useModuleRegistry.getState().reset();
    runtime.loadRemote.mockReset();
    runtime.registerRemotes.mockReset();
    runtime.rememberManifest.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads a remote and keeps its contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => manifest()),
    );
    runtime.loadRemote.mockResolvedValue({ remote });
    await useModuleRegistry.getState().load([entry]);
    expect(useModuleRegistry.getState().modules.orders).toMatchObject({ status: 'ready', remote });
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'orders', entry: entry.manifestUrl }],
      { force: false },
    );
    expect(i18n.t('orders:title')).toBe('Orders');
  });

  it('hands the manifest it read to the federation runtime, which then does not fetch it again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => manifest()),
    );
    runtime.loadRemote.mockResolvedValue({ remote });
    await useModuleRegistry.getState().load([entry]);
    const [url, text] = runtime.rememberManifest.mock.calls[0] as [string, string];
    expect(url).toBe(entry.manifestUrl);
    expect(JSON.parse(text)).toEqual({ shared: [{ name: '@sp/ui', requiredVersion: '^1.0.0' }] });
    expect(runtime.rememberManifest.mock.invocationCallOrder[0]).toBeLessThan(
      runtime.registerRemotes.mock.invocationCallOrder[0]!,
    );
  });

  it('marks a remote whose server is down as unavailable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await useModuleRegistry.getState().load([entry]);
    expect(useModuleRegistry.getState().modules.orders).toMatchObject({
      status: 'unavailable',
      reason: 'down',
    });
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('gives up on a remote slower than the timeout, without waiting for it', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => manifest()),
    );
    runtime.loadRemote.mockReturnValue(new Promise(() => {}));
    const loading = useModuleRegistry.getState().load([entry]);
    await vi.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS + 1);
    await loading;
    vi.useRealTimers();
    expect(useModuleRegistry.getState().modules.orders).toMatchObject({
      status: 'unavailable',
      reason: 'timeout',
    });
  });

  it('shows a remote that arrives after the timeout once it is there (slow is not down)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => manifest()),
    );
    let arrive: (value: { remote: typeof remote }) => void = () => {};
    runtime.loadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const loading = useModuleRegistry.getState().load([entry]);
    await vi.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS + 1);
    await loading;
    vi.useRealTimers();
    expect(useModuleRegistry.getState().modules.orders).toMatchObject({
      status: 'unavailable',
      reason: 'timeout',
    });
    arrive({ remote });
    await vi.waitFor(() =>
      expect(useModuleRegistry.getState().modules.orders).toMatchObject({
        status: 'ready',
        remote,
      }),
    );
  });

  it('isolates a remote that throws while loading', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => manifest()),
    );
    runtime.loadRemote.mockRejectedValue(new Error('boom'));
    await useModuleRegistry.getState().load([entry]);
    expect(useModuleRegistry.getState().modules.orders).toMatchObject({
      status: 'unavailable',
      reason: 'crashed',
    });
  });

  it('refuses a remote needing a newer face before any of its code runs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => manifest('^9.0.0')),
    );
    await useModuleRegistry.getState().load([entry]);
    expect(useModuleRegistry.getState().modules.orders).toMatchObject({
      status: 'unavailable',
      reason: 'incompatible',
    });
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
  });

  it('retries an unavailable remote, forcing a fresh registration', async () => {
    const fetch = vi.fn(async (): Promise<Response> => Promise.reject(new TypeError('down')));
    vi.stubGlobal('fetch', fetch);
    await useModuleRegistry.getState().load([entry]);
    fetch.mockImplementation(async () => manifest());
    runtime.loadRemote.mockResolvedValue({ remote });
    await useModuleRegistry.getState().retry('orders');
    expect(useModuleRegistry.getState().modules.orders?.status).toBe('ready');
    expect(runtime.registerRemotes).toHaveBeenCalledWith(expect.anything(), { force: true });
  });
});
