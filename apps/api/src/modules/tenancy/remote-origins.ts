import type { Db } from '../../kernel/db/client';
import { manifestOrigin } from '@sp/contracts/api';
import { tenants } from './tables';

/**
 * The origins tenants' remotes are configured on (absolute manifest URLs), for the page's
 * CSP: scripts may come from the page itself and from these only, not from any https host.
 * Kept in memory per database, refreshed at start, after a change, and every minute (a
 * change made through another replica).
 */
const cache = new WeakMap<Db, string[]>();

/** The origins of valid absolute manifest URLs; a stored URL the rule refuses adds nothing (issue 33, item 4). */
export function originsOfModules(modules: { manifestUrl: string | null }[]): string[] {
  return modules.flatMap((m) => {
    const origin = manifestOrigin(m.manifestUrl);
    return origin ? [origin] : [];
  });
}

export async function refreshRemoteOrigins(db: Db): Promise<string[]> {
  const rows = await db.select({ modules: tenants.modules }).from(tenants);
  const origins = [...new Set(rows.flatMap((r) => originsOfModules(r.modules)))].sort();
  cache.set(db, origins);
  return origins;
}

export const tenantRemoteOrigins = (db: Db): string[] => cache.get(db) ?? [];
