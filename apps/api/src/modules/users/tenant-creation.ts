import type { CreateTenantBody } from '@sp/contracts/api';
import { AppError } from '../../kernel/errors';
import type { AuthContext, Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import { findTenantBySlug, insertTenant } from '../tenancy';
import { adminError } from './admin-errors';
import { findUserByEmail } from './repository';
import { users } from './tables';
import { mailInvitation } from './user-service';

type Create = Omit<CreateTenantBody, 'admin'> & { admin: { email: string; fullName: string } };

/**
 * A new tenant with the default modules of its kind, and its first admin invited by mail.
 * Here rather than in tenancy: a tenant's first user is a user, and users sits above
 * tenancy (its rows name their tenant), so tenancy never imports users.
 */
export async function createTenant(deps: Deps, auth: AuthContext, body: Create) {
  if (await findTenantBySlug(deps.db, body.slug))
    throw adminError(409, 'slug_taken', 'This slug is already used', 'slug');
  if (await findUserByEmail(deps.db, body.admin.email)) {
    throw new AppError(409, 'email_taken', 'This e-mail address is already used', [
      { path: 'admin.email', message: 'Already used' },
    ]);
  }
  const { tenant, admin } = await deps.db.transaction(async (tx) => {
    const tenant = await insertTenant(tx, body);
    const [admin] = await tx
      .insert(users)
      .values({
        tenantId: tenant.id,
        email: body.admin.email,
        fullName: body.admin.fullName,
        role: 'admin',
        status: 'invited',
        language: tenant.defaultLanguage,
      })
      .returning();
    // Logged in the new tenant, so its own admins see who created it and invited them.
    await recordAudit(
      tx,
      { tenantId: tenant.id, userId: auth.user.id },
      {
        action: 'create',
        recordType: 'Tenant',
        recordId: tenant.id,
        before: null,
        after: {
          slug: tenant.slug,
          name: tenant.name,
          kind: tenant.kind,
          languages: tenant.languages,
          admin: admin!.email,
        },
      },
    );
    return { tenant, admin: admin! };
  });
  await mailInvitation(deps, admin, tenant.appTitle);
  return tenant;
}
