import { eq } from 'drizzle-orm';
import {
  defaultModulesByKind,
  type CreateTenantBody,
  type UpdateTenantBody,
} from '@sp/contracts/api';
import type { Tx } from '../../kernel/db/client';
import { tenants } from './tables';
import { AppError, notFound } from '../../kernel/errors';
import { findTenantById } from './repository';
import type { AuthContext, Deps } from '../../kernel/types';
import { recordAudit } from '../audit';

/**
 * A new tenant row with the default modules of its kind, in the caller's transaction. The
 * users module creates a tenant with its first admin (users/tenant-creation.ts): it sits
 * above tenancy, so tenancy never imports it.
 */
export async function insertTenant(tx: Tx, body: Omit<CreateTenantBody, 'admin'>) {
  const languages = [...new Set(body.languages)];
  const [tenant] = await tx
    .insert(tenants)
    .values({
      slug: body.slug,
      name: body.name,
      kind: body.kind,
      appTitle: body.appTitle,
      languages,
      defaultLanguage: languages.includes(body.defaultLanguage)
        ? body.defaultLanguage
        : languages[0]!,
      authLayout: body.authLayout,
      modules: defaultModulesByKind[body.kind].map((name) => ({ name, manifestUrl: null })),
    })
    .returning();
  return tenant!;
}

export async function updateTenant(
  deps: Deps,
  auth: AuthContext,
  id: string,
  body: UpdateTenantBody,
) {
  return deps.db.transaction(async (tx) => {
    const before = await findTenantById(tx, id);
    if (!before) throw notFound('Tenant');
    const languages = body.languages ? [...new Set(body.languages)] : before.languages;
    const defaultLanguage = body.defaultLanguage ?? before.defaultLanguage;
    if (!languages.includes(defaultLanguage)) {
      throw new AppError(
        400,
        'validation_failed',
        'The default language must be one of the languages',
        [{ path: 'defaultLanguage', message: 'Not among the languages' }],
      );
    }
    const domains = body.domains ? [...new Set(body.domains)] : before.domains;
    const [after] = await tx
      .update(tenants)
      .set({ ...body, languages, defaultLanguage, domains, updatedAt: new Date() })
      .where(eq(tenants.id, id))
      .returning();
    const pick = (t: typeof before) => ({
      name: t.name,
      appTitle: t.appTitle,
      languages: t.languages,
      defaultLanguage: t.defaultLanguage,
      authLayout: t.authLayout,
      domains: t.domains,
      selfRegistration: t.selfRegistration,
    });
    await recordAudit(
      tx,
      { tenantId: id, userId: auth.user.id },
      {
        action: 'update',
        recordType: 'Tenant',
        recordId: id,
        before: pick(before),
        after: pick(after!),
      },
    );
    return after!;
  });
}
