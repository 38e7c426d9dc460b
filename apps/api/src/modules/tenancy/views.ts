import {
  defaultManifestUrl,
  manifestUrlProblem,
  type PublicTenant,
  type Tenant,
} from '@sp/contracts/api';
import { iso } from '../../kernel/dates';
import type { TenantRow } from './tables';

// Tenant row -> JSON shapes of the contracts.

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
