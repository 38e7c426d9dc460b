import { z } from 'zod';
import { manifestUrlSchema } from './text';
import { MODULE_NAMES, modulesOfKind, type ModuleName } from '../modules';

export const languages = ['en', 'fr', 'ar'] as const;
export const languageSchema = z.enum(languages);
export const tenantKindSchema = z.enum(['marketplace', 'agency']);
export const authLayoutSchema = z.enum(['centered', 'illustrated']);
// The module names come from the one catalogue (module-catalog.json).
export const moduleNames = MODULE_NAMES as [ModuleName, ...ModuleName[]];
export const moduleNameSchema = z.enum(moduleNames);

/** Remotes a tenant of each kind gets (SPEC C1). */
export const defaultModulesByKind: Record<z.infer<typeof tenantKindSchema>, ModuleName[]> = {
  marketplace: modulesOfKind('marketplace'),
  agency: modulesOfKind('agency'),
};

export const defaultManifestUrl = (name: string) => `/remotes/${name}/mf-manifest.json`;

export const firebaseConfigSchema = z.strictObject({
  apiKey: z.string(),
  authDomain: z.string().optional(),
  projectId: z.string(),
  storageBucket: z.string().optional(),
  messagingSenderId: z.string(),
  appId: z.string(),
  measurementId: z.string().optional(),
  vapidKey: z.string().optional(),
});

export const tenantModuleSchema = z.object({ name: moduleNameSchema, manifestUrl: z.string() });
export type TenantModule = z.infer<typeof tenantModuleSchema>;
export const tenantModulesResponseSchema = z.object({ modules: z.array(tenantModuleSchema) });

export const publicTenantQuerySchema = z.strictObject({ tenant: z.string().max(64).optional() });
export const publicTenantSchema = z.object({
  slug: z.string(),
  appTitle: z.string(),
  kind: tenantKindSchema,
  defaultLanguage: languageSchema,
  languages: z.array(languageSchema),
  authLayout: authLayoutSchema,
  firebase: firebaseConfigSchema.nullable(),
});
export type PublicTenant = z.infer<typeof publicTenantSchema>;

export const tenantSchema = publicTenantSchema.extend({
  id: z.uuid(),
  name: z.string(),
  domains: z.array(z.string()),
  modules: z.array(tenantModuleSchema),
  createdAt: z.string(),
});
export type Tenant = z.infer<typeof tenantSchema>;
export const tenantListResponseSchema = z.object({ items: z.array(tenantSchema) });

/** `manifestUrl` omitted or null means the default `/remotes/<name>/mf-manifest.json`. */
export const updateTenantModulesBodySchema = z.strictObject({
  modules: z
    .array(
      z.strictObject({
        name: moduleNameSchema,
        manifestUrl: manifestUrlSchema.nullish(),
      }),
    )
    .max(moduleNames.length)
    .refine(
      (mods) => new Set(mods.map((m) => m.name)).size === mods.length,
      'Module names must be unique',
    ),
});
export type UpdateTenantModulesBody = z.infer<typeof updateTenantModulesBodySchema>;
