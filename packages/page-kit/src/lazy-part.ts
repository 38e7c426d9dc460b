import { preloadOverlays } from '@sp/ui';
import { createElement, lazy, useEffect, type ComponentType } from 'react';

/** A lazily loaded component that can be fetched before it is needed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type LazyPart<T extends AnyComponent> = T & {
  /** Starts loading its chunk (once); resolves when it can render without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` with a `preload()`: a dialog or form whose chunk (zod, react-hook-form, the
 * form itself) is fetched while the page is idle or when the pointer reaches its button,
 * so the first open renders at once instead of waiting on the network after the click.
 * Once loaded, it renders the component directly, without suspending even once.
 */
export function lazyPart<T extends AnyComponent>(load: () => Promise<{ default: T }>): LazyPart<T> {
  let loaded: T | undefined;
  let promise: Promise<{ default: T }> | undefined;
  const preload = () =>
    // The ui overlays (Dialog, Drawer...) too: most parts are dialogs, and a part whose
    // Dialog still had to load would suspend after all.
    (promise ??= Promise.all([load(), preloadOverlays()]).then(
      ([module]) => ((loaded = module.default), module),
      (error: unknown) => {
        promise = undefined; // a failed load (network) is tried again next time
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  const Part = (props: object) => createElement((loaded ?? Lazy) as AnyComponent, props);
  return Object.assign(Part as unknown as T, { preload });
}

type Preloadable = { preload: () => Promise<unknown> };

const run = (parts: Preloadable[]) => () => {
  for (const part of parts) part.preload().catch(() => undefined);
};

/**
 * Props for the control that opens lazy parts: their chunks load when the pointer rests on
 * it, a finger touches it or the keyboard focuses it, before the click.
 * `<Button {...preloadOn(InviteDialog)} onClick={...}>`
 */
export function preloadOn(...parts: Preloadable[]) {
  const start = run(parts);
  return { onPointerEnter: start, onFocus: start, onTouchStart: start };
}

/**
 * Loads the parts once the page has rendered and the browser is idle, so a dialog opened
 * without hovering first (keyboard shortcut, quick click) is ready too.
 */
export function usePreloadWhenIdle(...parts: Preloadable[]) {
  useEffect(() => {
    const start = run(parts);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(start, 200);
    return () => window.clearTimeout(id);
    // The parts are module-level constants: once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
