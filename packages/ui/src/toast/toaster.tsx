import { lazy, Suspense, useSyncExternalStore } from 'react';
import { playErrorSound } from './error-sound';
import type * as ViewModule from './toaster-view';

export { TOAST_DURATION_MS } from './duration';

type ToastType = 'success' | 'error' | 'info' | 'warning';
type View = typeof ViewModule;

// The toaster (Chakra's Toaster, its zag machine and recipe) loads with the first toast:
// the sign-in page does not download it (DESIGN.md section 8).
let view: Promise<View> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

function loadView(): Promise<View> {
  view ??= import('./toaster-view');
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return view;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows a toast; an error toast also plays the error sound. */
export function notify(type: ToastType, title: string, description?: string): void {
  if (type === 'error') playErrorSound();
  void loadView().then(({ toaster }) => toaster.create({ type, title, description }));
}

const ToasterView = lazy(() => loadView().then((m) => ({ default: m.ToasterView })));

/** Mount once, near the root: it renders the toasts once there is one. */
export function AppToaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
