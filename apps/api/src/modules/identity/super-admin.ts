import { defaultModulesByKind } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { tenants } from '../tenancy';
import { users } from '../users';
import { findTenantBySlug } from '../tenancy';
import { findUserByEmail } from '../users';
import { recordAudit } from '../audit';
import { assertPasswordAllowed, hashPassword } from './passwords';
import { newTotpSecret, otpauthUrl } from './totp';

interface Input {
  email: string;
  password: string;
  fullName: string;
  tenantSlug: string;
}

/** Production bootstrap: the first super admin, enrolled in TOTP from the start. */
export async function createSuperAdmin(db: Db, input: Input) {
  const email = input.email.toLowerCase();
  if (input.password.length < 8 || input.password.length > 128)
    throw new Error('Password must be 8–128 characters');
  assertPasswordAllowed(input.password, email);
  if (await findUserByEmail(db, email)) throw new Error(`A user ${email} already exists`);
  let tenant = await findTenantBySlug(db, input.tenantSlug);
  if (!tenant) {
    const [created] = await db
      .insert(tenants)
      .values({
        slug: input.tenantSlug,
        name: input.tenantSlug,
        kind: 'marketplace',
        appTitle: `${input.tenantSlug} SP`,
        languages: ['en', 'fr', 'ar'],
        modules: defaultModulesByKind.marketplace.map((name) => ({ name, manifestUrl: null })),
      })
      .returning();
    tenant = created!;
  }
  const totpSecret = newTotpSecret();
  const [user] = await db
    .insert(users)
    .values({
      tenantId: tenant!.id,
      email,
      fullName: input.fullName,
      role: 'super_admin',
      passwordHash: await hashPassword(input.password),
      totpSecret,
    })
    .returning();
  await recordAudit(
    db,
    { tenantId: tenant!.id, userId: null },
    {
      action: 'create_super_admin',
      recordType: 'User',
      recordId: user!.id,
      after: { email, role: 'super_admin' },
    },
  );
  return {
    email,
    tenantSlug: tenant!.slug,
    totpSecret,
    otpauthUrl: otpauthUrl(totpSecret, tenant!.appTitle, email),
  };
}
