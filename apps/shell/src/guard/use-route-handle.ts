import type { RouteHandle } from '@sp/contracts';
import { useMatches } from '@sp/router';
import { mergeHandles } from '@sp/shared-auth';

/** The matched routes' handles merged, the deepest winning (guard meta, layout, title). */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return mergeHandles(matches.map((m) => m.handle as RouteHandle | undefined));
}
