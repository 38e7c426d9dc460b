import { isUnderBasePath } from '@sp/contracts';
import type { ModuleState } from './module-registry';

/** What the router shows at each module base path: the module's status, else nothing (a placeholder). */
function pageAt(modules: Record<string, ModuleState>, base: string): ModuleState | null {
  return Object.values(modules).find((m) => m.basePaths.includes(base)) ?? null;
}

function samePage(a: ModuleState | null, b: ModuleState | null) {
  if (!a || !b) return a === b;
  return (
    a.name === b.name &&
    a.status === b.status &&
    (a.status !== 'ready' || b.status !== 'ready' || a.remote === b.remote)
  );
}

/** Base paths whose pages differ between a router built from `before` and one from `after`. */
export function changedBasePaths(
  before: Record<string, ModuleState>,
  after: Record<string, ModuleState>,
): string[] {
  const bases = new Set(
    [...Object.values(before), ...Object.values(after)].flatMap((m) => m.basePaths),
  );
  return [...bases].filter((base) => !samePage(pageAt(before, base), pageAt(after, base)));
}

/**
 * Whether the router built from `before` must give way now to one built from `after`, the
 * user being at `pathname`. A rebuild remounts the page on screen (and drops what is typed
 * in it), so it waits while the change is elsewhere: the old router shows a waiting page at
 * the changed paths, and the rebuild happens when the user goes there. Not when a remote
 * the router holds is gone or replaced (sign-out, a tenant switch): its stale pages must
 * not be reachable.
 */
export function mustRebuild(
  before: Record<string, ModuleState>,
  after: Record<string, ModuleState>,
  pathname: string,
): boolean {
  const changed = changedBasePaths(before, after);
  if (!changed.length) return false;
  const readyGone = changed.some((base) => pageAt(before, base)?.status === 'ready');
  return readyGone || changed.some((base) => isUnderBasePath(pathname, base));
}
