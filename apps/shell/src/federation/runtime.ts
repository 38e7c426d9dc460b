import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { sharedProviders } from './shared-providers';

/**
 * The shell reads a remote's mf-manifest.json itself, to check its face versions before any
 * of its code runs; this hands that same text to the runtime, which would otherwise fetch
 * the manifest a second time.
 */
const manifests = new Map<string, string>();
// By absolute address: the runtime asks for a same-origin manifest by its full URL while the
// tenant's settings name it by path ('/remotes/orders/mf-manifest.json'). Keyed by the
// path, every same-origin manifest was fetched twice, one round trip more per remote.
const absolute = (url: string) => new URL(url, window.location.href).href;

/**
 * The federation runtime, started when a signed-in user first needs a remote. The shell is
 * built without the federation plugin, so the sign-in page downloads none of this: here it
 * provides the shared singletons itself (./shared-providers) and the runtime core the
 * remotes borrow (`externalRuntime`).
 */
// The singletons are the shell's own modules, loaded whole here (the sign-in page has only
// the parts it uses) and registered as loaded, so every remote takes the shell's instance.
const provided = await Promise.all(
  Object.entries(__SHARED__).map(async ([name, { version, requiredVersion }]) => {
    const module = await sharedProviders[name]!();
    return [
      name,
      {
        version,
        scope: 'default',
        shareConfig: { singleton: true, requiredVersion },
        lib: () => module,
      },
    ] as const;
  }),
);

init({
  name: 'shell',
  remotes: [],
  shared: Object.fromEntries(provided),
  plugins: [
    injectExternalRuntimeCore(),
    {
      name: 'sp-manifest-cache',
      fetch(manifestUrl: string) {
        const text = manifests.get(absolute(manifestUrl));
        if (text === undefined) return undefined;
        manifests.delete(absolute(manifestUrl));
        return Promise.resolve(
          new Response(text, { headers: { 'Content-Type': 'application/json' } }),
        );
      },
    },
  ],
});

export function rememberManifest(url: string, text: string) {
  manifests.set(absolute(url), text);
}

export { loadRemote, registerRemotes };
