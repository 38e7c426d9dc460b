import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

export interface StaticRender {
  html: string;
  /** The CSS rules the markup needs (Chakra's global styles and each element's), by emotion name. */
  rules: Record<string, string>;
}

/**
 * Renders a tree to markup at build time (in Node), waiting for its lazy parts, with the
 * styles collected apart rather than inlined beside each element: a page built from several
 * renders ships its CSS once. Not part of the face: only build scripts import it.
 */
export async function renderStatic(tree: ReactNode): Promise<StaticRender> {
  const cache = createCache({ key: 'css' });
  // emotion's documented switch for extraction: rules go to cache.inserted, not inline tags
  cache.compat = true;
  const { prelude } = await prerender(<CacheProvider value={cache}>{tree}</CacheProvider>);
  const html = await new Response(prelude as ReadableStream<Uint8Array>).text();
  const rules = Object.fromEntries(
    Object.entries(cache.inserted).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  return { html, rules };
}
