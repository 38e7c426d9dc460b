import { eq } from 'drizzle-orm';
import {
  defaultModulesByKind,
  type CreateTenantBody,
  type UpdateTenantBody,
} from '@sp/contracts/api';
import { tenants } from './tables';
import { users } from '../users';
import { AppError, notFound } from '../../kernel/errors';
import { findTenantById, findTenantBySlug } from './repository';
import { findUserByEmail } from '../users';
import type { AuthContext, Deps } from '../../kernel/types';
import { adminError } from '../users';
import { mailInvitation } from '../users';
import { recordAudit } from '../audit';

type Create = Omit<CreateTenantBody, 'admin'> & { admin: { email: string; fullName: string } };

/** A new tenant with the default modules of its kind, and its first admin invited by mail. */
export async function createTenant(deps: Deps, auth: AuthContext, body: Create) {
  if (await findTenantBySlug(deps.db, body.slug))
    throw adminError(409, 'slug_taken', 'This slug is already used', 'slug');
  if (await findUserByEmail(deps.db, body.admin.email)) {
    throw new AppError(409, 'email_taken', 'This e-mail address is already used', [
      { path: 'admin.email', message: 'Already used' },
    ]);
  }
  const languages = [...new Set(body.languages)];
  const { tenant, admin } = await deps.db.transaction(async (tx) => {
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
    const [admin] = await tx
      .insert(users)
      .values({
        tenantId: tenant!.id,
        email: body.admin.email,
        fullName: body.admin.fullName,
        role: 'admin',
        status: 'invited',
        language: tenant!.defaultLanguage,
      })
      .returning();
    // Logged in the new tenant, so its own admins see who created it and invited them.
    await recordAudit(
      tx,
      { tenantId: tenant!.id, userId: auth.user.id },
      {
        action: 'create',
        recordType: 'Tenant',
        recordId: tenant!.id,
        before: null,
        after: {
          slug: tenant!.slug,
          name: tenant!.name,
          kind: tenant!.kind,
          languages,
          admin: admin!.email,
        },
      },
    );
    return { tenant: tenant!, admin: admin! };
  });
  await mailInvitation(deps, admin, tenant.appTitle);
  return tenant;
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
