import { lazy, Suspense, type ComponentType } from 'react';
import type * as OverlayModule from './overlays';
import type * as ListModule from './lists';

type Overlays = typeof OverlayModule;
type Lists = typeof ListModule;
type Part = ComponentType<Record<string, unknown>>;

let loadingOverlays: Promise<Overlays> | null = null;
let loadingLists: Promise<Lists> | null = null;

/** Starts loading the overlay components (call when the app is idle, after sign-in). */
export function preloadOverlays(): Promise<Overlays> {
  loadingOverlays ??= import('./overlays');
  return loadingOverlays;
}

/** Starts loading the list kit: tables, selects, pagination, filters (after sign-in). */
export function preloadLists(): Promise<Lists> {
  loadingLists ??= import('./lists');
  return loadingLists;
}

/** A component that loads on first render, in its own Suspense with no fallback. */
function lazyPart(load: () => Promise<Part>): Part {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyPart(props: Record<string, unknown>) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/**
 * A compound component (Menu.Root, Menu.Trigger ...) whose parts load on first render.
 * Each part sits in its own Suspense with no fallback, so nothing above it is hidden
 * while the chunk arrives; refs pass through as props (React 19).
 */
function lazyNamespaceOf<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  const cache = new Map<string, Part>();
  return new Proxy({} as M[K] & object, {
    get(_target, part: string) {
      let wrapped = cache.get(part);
      if (!wrapped) {
        wrapped = lazyPart(async () => ((await load())[name] as unknown as Record<string, Part>)[part]!);
        cache.set(part, wrapped);
      }
      return wrapped;
    },
  });
}

/** One component of a lazily loaded module (its type, generics included, is kept). */
function lazyComponentOf<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazyPart(async () => (await load())[name] as unknown as Part) as unknown as M[K];
}

export function lazyNamespace<K extends keyof Overlays>(name: K): Overlays[K] {
  return lazyNamespaceOf(preloadOverlays, name);
}

export function lazyOverlay<K extends keyof Overlays>(name: K): Overlays[K] {
  return lazyComponentOf(preloadOverlays, name);
}

export function lazyListNamespace<K extends keyof Lists>(name: K): Lists[K] {
  return lazyNamespaceOf(preloadLists, name);
}

export function lazyList<K extends keyof Lists>(name: K): Lists[K] {
  return lazyComponentOf(preloadLists, name);
}
