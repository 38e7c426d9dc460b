import type { SearchHit, SearchProvider } from '@sp/contracts';
import type { AppAbility } from '@sp/shared-auth';
import type { ModuleState } from '../../federation/module-registry';

export interface MenuHit {
  to: string;
  label: string;
}

/** Menu pages whose label contains every word of the query (case and accent blind). */
export function searchMenu(pages: MenuHit[], query: string, limit = 8): MenuHit[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return pages.filter((p) => words.every((w) => fold(p.label).includes(w))).slice(0, limit);
}

/** The search providers of ready modules that the user may read (SPEC C12). */
export function allowedProviders(
  modules: Record<string, ModuleState>,
  ability: AppAbility,
): (SearchProvider & { module: string })[] {
  return Object.values(modules).flatMap((m) =>
    m.status === 'ready'
      ? m.remote.search
          .filter((p) => !p.need || ability.can(p.need.action, p.need.subject))
          .map((p) => ({ ...p, module: m.name }))
      : [],
  );
}

/** Asks every provider; a failing or slow provider only loses its own hits. */
export async function searchProviders(
  providers: (SearchProvider & { module: string })[],
  query: string,
  signal: AbortSignal,
): Promise<{ provider: SearchProvider & { module: string }; hits: SearchHit[] }[]> {
  const settled = await Promise.allSettled(providers.map((p) => p.search(query, signal)));
  return settled.flatMap((r, i) =>
    r.status === 'fulfilled' && r.value.length ? [{ provider: providers[i]!, hits: r.value }] : [],
  );
}
