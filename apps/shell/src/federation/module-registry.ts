import { moduleInfo, type ModuleEntry, type RemoteModule } from '@sp/contracts';
import { addResources, i18n } from '@sp/i18n';
import { create } from '@sp/shared-auth';
import { faceMismatch } from './face-check';

/** A remote slower than this is shown as unavailable (it may be retried). */
export const REMOTE_TIMEOUT_MS = 5000;

export type ModuleState =
  | { name: string; manifestUrl: string; basePaths: string[]; status: 'loading' }
  | {
      name: string;
      manifestUrl: string;
      basePaths: string[];
      status: 'ready';
      remote: RemoteModule;
    }
  | {
      name: string;
      manifestUrl: string;
      basePaths: string[];
      status: 'unavailable';
      reason: 'down' | 'timeout' | 'crashed' | 'incompatible';
      detail: string;
    };

interface RegistryState {
  modules: Record<string, ModuleState>;
  /** Loads every module of the tenant's list; never throws, never waits past the timeout. */
  load: (entries: ModuleEntry[]) => Promise<void>;
  retry: (name: string) => Promise<void>;
  reset: () => void;
}

class RemoteLoadError extends Error {
  constructor(
    readonly reason: 'down' | 'timeout' | 'crashed' | 'incompatible',
    message: string,
  ) {
    super(message);
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RemoteLoadError('timeout', `no answer in ${ms} ms`)),
      ms,
    );
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function fetchManifest(url: string) {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-cache' });
  } catch (error) {
    throw new RemoteLoadError('down', String(error));
  }
  if (!response.ok) throw new RemoteLoadError('down', `manifest answered ${response.status}`);
  const text = await response.text();
  return {
    text,
    manifest: JSON.parse(text) as { shared?: { name: string; requiredVersion?: string }[] },
  };
}

/** Which remote texts are in i18next already, as `<remote>:<language>`. */
const loadedTexts = new Set<string>();

/** A remote's texts in one language, into its namespace (once). */
export async function loadRemoteTexts(remote: RemoteModule, lng: string) {
  const key = `${remote.id}:${lng}`;
  const load = remote.translations[lng as keyof RemoteModule['translations']];
  if (!load || loadedTexts.has(key)) return;
  addResources(lng, remote.id, await load());
  loadedTexts.add(key);
}

/**
 * A remote starts in the current language (and English, the fallback). A switch made while
 * it was loading is caught up with at the end, so it never lags behind the rest.
 */
async function loadTranslations(remote: RemoteModule) {
  const started = i18n.language;
  await Promise.all(
    [...new Set([started, 'en'].filter(Boolean))].map((lng) => loadRemoteTexts(remote, lng)),
  );
  if (i18n.language !== started) await loadRemoteTexts(remote, i18n.language);
}

async function loadOne(entry: ModuleEntry, force: boolean): Promise<RemoteModule> {
  const { text, manifest } = await fetchManifest(entry.manifestUrl);
  const mismatch = await faceMismatch(manifest.shared);
  if (mismatch) throw new RemoteLoadError('incompatible', mismatch);
  // The federation runtime loads with the first remote, never on the sign-in page.
  const { loadRemote, registerRemotes, rememberManifest } = await import('./runtime');
  rememberManifest(entry.manifestUrl, text);
  // A retry may bring a new deployment: its texts are read again.
  if (force)
    for (const key of [...loadedTexts])
      if (key.startsWith(`${entry.name}:`)) loadedTexts.delete(key);
  registerRemotes([{ name: entry.name, entry: entry.manifestUrl }], { force });
  let exposed: { remote: RemoteModule } | null;
  try {
    exposed = await loadRemote<{ remote: RemoteModule }>(`${entry.name}/remote`);
  } catch (error) {
    throw new RemoteLoadError('crashed', String(error));
  }
  if (!exposed?.remote) throw new RemoteLoadError('crashed', 'no `remote` export');
  await loadTranslations(exposed.remote);
  return exposed.remote;
}

function basePathsOf(entry: ModuleEntry & { basePaths?: string[] }) {
  return entry.basePaths ?? moduleInfo(entry.name)?.basePaths ?? [`/${entry.name}`];
}

/** The tenant's remotes and how each one is doing. */
export const useModuleRegistry = create<RegistryState>()((set, get) => {
  const settle = async (entry: ModuleEntry, force: boolean) => {
    const base = {
      name: entry.name,
      manifestUrl: entry.manifestUrl,
      basePaths: basePathsOf(entry),
    };
    set((s) => ({ modules: { ...s.modules, [entry.name]: { ...base, status: 'loading' } } }));
    const ready = (remote: RemoteModule): ModuleState => ({
      ...base,
      basePaths: remote.basePaths,
      status: 'ready',
      remote,
    });
    const loading = loadOne(entry, force);
    let next: ModuleState;
    try {
      next = ready(await withTimeout(loading, REMOTE_TIMEOUT_MS));
    } catch (error) {
      const failure =
        error instanceof RemoteLoadError ? error : new RemoteLoadError('crashed', String(error));
      console.error(`Module ${entry.name} is unavailable: ${failure.message}`);
      next = { ...base, status: 'unavailable', reason: failure.reason, detail: failure.message };
      // Slow is not down (a busy phone, a poor network): the remote that still arrives
      // replaces the notice, unless a retry has taken over meanwhile.
      if (failure.reason === 'timeout') {
        loading.then(
          (remote) =>
            set((s) =>
              s.modules[entry.name] === next
                ? { modules: { ...s.modules, [entry.name]: ready(remote) } }
                : s,
            ),
          () => {},
        );
      }
    }
    set((s) => ({ modules: { ...s.modules, [entry.name]: next } }));
  };
  return {
    modules: {},
    load: async (entries) => {
      await Promise.all(entries.map((entry) => settle(entry, false)));
    },
    retry: async (name) => {
      const current = get().modules[name];
      if (current) await settle(current, true);
    },
    reset: () => set({ modules: {} }),
  };
});
