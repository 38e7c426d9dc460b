import { eq } from 'drizzle-orm';
import type { UpdateTenantModulesBody } from '@sp/contracts/api';
import { tenants } from './tables';
import { notFound } from '../../kernel/errors';
import { findTenantById, findTenantByDomain, findTenantBySlug } from './repository';
import type { Actor, Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import { refreshRemoteOrigins } from './remote-origins';
import { toPublicTenant } from './views';

/** `?tenant=<slug>`, else a tenant whose domains include the host, else DEFAULT_TENANT. */
export async function resolvePublicTenant(
  deps: Deps,
  slug: string | undefined,
  host: string | undefined,
) {
  if (slug) {
    const bySlug = await findTenantBySlug(deps.db, slug);
    if (!bySlug) throw notFound('Tenant');
    return bySlug;
  }
  const hostname = host?.replace(/:\d+$/, '');
  const byHost = hostname ? await findTenantByDomain(deps.db, hostname) : null;
  const tenant = byHost ?? (await findTenantBySlug(deps.db, deps.config.defaultTenant));
  if (!tenant) throw notFound('Tenant');
  return tenant;
}

/** The public settings of the tenant an address names: written into the page's document. */
export async function publicTenantOf(deps: Deps, host: string | undefined) {
  return toPublicTenant(await resolvePublicTenant(deps, undefined, host));
}

export async function updateTenantModules(
  deps: Deps,
  actor: Actor,
  id: string,
  body: UpdateTenantModulesBody,
) {
  const updated = await deps.db.transaction(async (tx) => {
    const before = await findTenantById(tx, id);
    if (!before) throw notFound('Tenant');
    const modules = body.modules.map((m) => ({ name: m.name, manifestUrl: m.manifestUrl ?? null }));
    const [after] = await tx
      .update(tenants)
      .set({ modules, updatedAt: new Date() })
      .where(eq(tenants.id, id))
      .returning();
    // Logged in the changed tenant, so its own admins see who changed it.
    await recordAudit(
      tx,
      { tenantId: id, userId: actor.userId },
      {
        action: 'update_modules',
        recordType: 'Tenant',
        recordId: id,
        before: { modules: before.modules },
        after: { modules: after!.modules },
      },
    );
    return after!;
  });
  // The page's CSP admits the new remote origin at once on this replica (others within a minute).
  await refreshRemoteOrigins(deps.db);
  return updated;
}
