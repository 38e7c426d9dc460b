import { lazy, Suspense, type ComponentType } from 'react';
import type * as OverlayModule from './overlays';

type Overlays = typeof OverlayModule;

let loading: Promise<Overlays> | null = null;

/** Starts loading the overlay components (call when the app is idle, after sign-in). */
export function preloadOverlays(): Promise<Overlays> {
  loading ??= import('./overlays');
  return loading;
}

/**
 * A compound component (Menu.Root, Menu.Trigger ...) whose parts load on first render.
 * Each part sits in its own Suspense with no fallback, so nothing above it is hidden
 * while the chunk arrives; refs pass through as props (React 19).
 */
export function lazyNamespace<K extends keyof Overlays>(name: K): Overlays[K] {
  const cache = new Map<string, ComponentType<Record<string, unknown>>>();
  return new Proxy({} as Overlays[K], {
    get(_target, part: string) {
      let wrapped = cache.get(part);
      if (!wrapped) {
        const Lazy = lazy(async () => {
          const mod = await preloadOverlays();
          return { default: (mod[name] as unknown as Record<string, ComponentType<Record<string, unknown>>>)[part]! };
        });
        wrapped = function LazyPart(props: Record<string, unknown>) {
          return (
            <Suspense fallback={null}>
              <Lazy {...props} />
            </Suspense>
          );
        };
        cache.set(part, wrapped);
      }
      return wrapped;
    },
  });
}
