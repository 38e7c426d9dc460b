import {
  defaultManifestUrl,
  manifestUrlProblem,
  type PublicTenant,
  type Tenant,
  type UserData,
} from '@sp/contracts/api';
import type { stores } from '../stores';
import type { TenantRow } from '../tenancy';
import type { UserRow } from './tables';

/** Row → JSON shapes of the contracts. */
export { iso } from '../../kernel/dates';
import { iso } from '../../kernel/dates';

/**
 * A stored manifest URL that the rule refuses (a row from before it, or edited by hand) is
 * read as the default: it never reaches the shell, nor the CSP (issue 33, item 4).
 */
export const resolvedModules = (t: TenantRow) =>
  t.modules.map((m) => ({
    name: m.name,
    manifestUrl:
      m.manifestUrl && !manifestUrlProblem(m.manifestUrl)
        ? m.manifestUrl
        : defaultManifestUrl(m.name),
  })) as Tenant['modules'];

export const toPublicTenant = (t: TenantRow): PublicTenant => ({
  slug: t.slug,
  appTitle: t.appTitle,
  kind: t.kind,
  defaultLanguage: t.defaultLanguage,
  languages: t.languages,
  authLayout: t.authLayout,
  firebase: (t.firebase as PublicTenant['firebase']) ?? null,
});

export const toTenant = (t: TenantRow): Tenant => ({
  ...toPublicTenant(t),
  id: t.id,
  name: t.name,
  domains: t.domains,
  modules: resolvedModules(t),
  createdAt: iso(t.createdAt),
});

export const toUserData = (u: UserRow, storeIds: string[]): UserData => ({
  id: u.id,
  fullName: u.fullName,
  email: u.email,
  role: u.role,
  tenantId: u.tenantId,
  storeIds,
  language: u.language,
  avatarUrl: u.avatarUrl ?? null,
  twoFactorEnabled: Boolean(u.totpSecret),
});

export const toStore = (s: typeof stores.$inferSelect) => ({
  id: s.id,
  tenantId: s.tenantId,
  name: s.name,
  marketplace: s.marketplace,
  country: s.country,
  currency: s.currency,
  createdAt: iso(s.createdAt),
});
