import { lazy, Suspense, type ComponentType } from 'react';
import type * as OverlayModule from './overlays';
import type * as ListModule from './lists';

type Overlays = typeof OverlayModule;
type Lists = typeof ListModule;
type Part = ComponentType<Record<string, unknown>>;

let loadingOverlays: Promise<Overlays> | null = null;
let loadingLists: Promise<Lists> | null = null;
// The modules once they have arrived: their parts then render at once, without suspending.
let overlays: Overlays | undefined;
let lists: Lists | undefined;

/** Starts loading the overlay components (call when the app is idle, after sign-in). */
export function preloadOverlays(): Promise<Overlays> {
  loadingOverlays ??= import('./overlays').then((m) => (overlays = m));
  return loadingOverlays;
}

/** Starts loading the list kit: tables, selects, pagination, filters (after sign-in). */
export function preloadLists(): Promise<Lists> {
  loadingLists ??= import('./lists').then((m) => (lists = m));
  return loadingLists;
}

/**
 * A component that loads on first render, in its own Suspense with no fallback. Once its
 * module is there (preloaded), it renders the real component directly: a suspended part
 * costs a commit, React's fallback throttle (up to 300 ms) and, for a dialog, its title
 * missing when the dialog wires its accessible name.
 */
function lazyPart(load: () => Promise<Part>, ready: () => Part | undefined): Part {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyPart(props: Record<string, unknown>) {
    const Ready = ready();
    if (Ready) return <Ready {...props} />;
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
function lazyNamespaceOf<M, K extends keyof M>(
  load: () => Promise<M>,
  peek: () => M | undefined,
  name: K,
): M[K] {
  const cache = new Map<string, Part>();
  return new Proxy({} as M[K] & object, {
    get(_target, part: string) {
      let wrapped = cache.get(part);
      if (!wrapped) {
        const pick = (m: M) => (m[name] as unknown as Record<string, Part>)[part]!;
        wrapped = lazyPart(
          async () => pick(await load()),
          () => {
            const m = peek();
            return m && pick(m);
          },
        );
        cache.set(part, wrapped);
      }
      return wrapped;
    },
  });
}

/** One component of a lazily loaded module (its type, generics included, is kept). */
function lazyComponentOf<M, K extends keyof M>(
  load: () => Promise<M>,
  peek: () => M | undefined,
  name: K,
): M[K] {
  const pick = (m: M) => m[name] as unknown as Part;
  return lazyPart(
    async () => pick(await load()),
    () => {
      const m = peek();
      return m && pick(m);
    },
  ) as unknown as M[K];
}

export function lazyNamespace<K extends keyof Overlays>(name: K): Overlays[K] {
  return lazyNamespaceOf(preloadOverlays, () => overlays, name);
}

export function lazyOverlay<K extends keyof Overlays>(name: K): Overlays[K] {
  return lazyComponentOf(preloadOverlays, () => overlays, name);
}

export function lazyListNamespace<K extends keyof Lists>(name: K): Lists[K] {
  return lazyNamespaceOf(preloadLists, () => lists, name);
}

export function lazyList<K extends keyof Lists>(name: K): Lists[K] {
  return lazyComponentOf(preloadLists, () => lists, name);
}
