import { registerPlugins } from '@module-federation/enhanced/runtime';

/**
 * The shell reads a remote's mf-manifest.json itself, to check its face versions before
 * any of its code runs; this hands that same text to the federation runtime, which would
 * otherwise fetch the manifest a second time.
 */
const read = new Map<string, string>();
let registered = false;

export function rememberManifest(url: string, text: string) {
  if (!registered) {
    registered = true;
    registerPlugins([
      {
        name: 'sp-manifest-cache',
        fetch(manifestUrl: string) {
          const text = read.get(manifestUrl);
          if (text === undefined) return undefined;
          read.delete(manifestUrl);
          return Promise.resolve(new Response(text, { headers: { 'Content-Type': 'application/json' } }));
        },
      },
    ]);
  }
  read.set(url, text);
}
