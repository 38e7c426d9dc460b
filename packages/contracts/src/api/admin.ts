/**
 * The admin remote's API: users and invitations, roles, fulfillment agents, tenants
 * (super_admin) and the admin dashboard widgets. Shapes shared by apps/api (validation)
 * and the browser (types, and the form schemas of apps/admin).
 */
import { z } from 'zod';
import { displayNameSchema } from './text';
import { actions, subjects } from '../abilities';
import {
  abilityRuleSchema,
  emailSchema,
  personNameSchema,
  roleSchema,
  userStatusSchema,
} from './auth';
import { pageQueryShape } from './errors';
import { authLayoutSchema, languageSchema, tenantKindSchema } from './tenants';

/** Error codes of the admin routes, beside the common ones of errors.ts. */
export const adminErrorCodes = [
  'role_above_own',
  'self_change_forbidden',
  'rule_above_own',
  'rule_not_grantable',
  'slug_taken',
] as const;
export type AdminErrorCode = (typeof adminErrorCodes)[number];

/** `sort=field` ascending, `sort=-field` descending. */
export function sortSchema<const F extends readonly [string, ...string[]]>(fields: F) {
  const values = fields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z.enum(values).optional();
}
export function parseSort(sort: string | undefined): { field: string; desc: boolean } | null {
  if (!sort) return null;
  return sort.startsWith('-') ? { field: sort.slice(1), desc: true } : { field: sort, desc: false };
}

const searchSchema = z.string().trim().max(100).optional();
const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

// ---- users -------------------------------------------------------------------------
export const userSortFields = ['fullName', 'email', 'role', 'status', 'createdAt'] as const;
export const adminUserListQuerySchema = z.strictObject({
  ...pageQueryShape,
  search: searchSchema,
  role: roleSchema.optional(),
  status: userStatusSchema.optional(),
  storeId: z.uuid().optional(),
  sort: sortSchema(userSortFields),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  language: languageSchema,
  storeIds: z.array(z.uuid()),
  twoFactorEnabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListResponseSchema = listResponse(adminUserSchema);
export type AdminUserList = z.infer<typeof adminUserListResponseSchema>;

export const inviteUserBodySchema = z.strictObject({
  email: emailSchema,
  fullName: personNameSchema,
  role: roleSchema,
  storeIds: z.array(z.uuid()).max(500).default([]),
  language: languageSchema.optional(),
});
export type InviteUserBody = z.input<typeof inviteUserBodySchema>;

export const editUserBodySchema = z.strictObject({
  fullName: personNameSchema.optional(),
  role: roleSchema.optional(),
  storeIds: z.array(z.uuid()).max(500).optional(),
});
export type EditUserBody = z.input<typeof editUserBodySchema>;

// ---- roles -------------------------------------------------------------------------
const ruleRefSchema = z.strictObject({ action: z.enum(actions), subject: z.enum(subjects) });
export const roleOverridesSchema = z.strictObject({
  grant: z.array(ruleRefSchema).max(200).default([]),
  revoke: z.array(ruleRefSchema).max(200).default([]),
});
export type RoleOverridesBody = z.input<typeof roleOverridesSchema>;

export const roleInfoSchema = z.object({
  role: roleSchema,
  /** The effective raw rules (defaults, then this tenant's overrides). */
  rules: z.array(abilityRuleSchema),
  overrides: z.object({ grant: z.array(ruleRefSchema), revoke: z.array(ruleRefSchema) }),
  editable: z.boolean(),
  userCount: z.number().int(),
});
export type RoleInfo = z.infer<typeof roleInfoSchema>;
export const roleListResponseSchema = z.object({ items: z.array(roleInfoSchema) });

// ---- fulfillment agents ------------------------------------------------------------
/**
 * A decimal amount as text, at most 2 decimals: '12.5', '0', '1200.00'. Schemas used by
 * forms carry no English message of their own: the form's error map translates them.
 */
export const moneySchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/);
export const agentKindSchema = z.enum(['courier', 'delivery_agent']);
export const agentSortFields = ['name', 'kind', 'deliveryFee', 'createdAt'] as const;

const agentFields = {
  name: displayNameSchema(120),
  kind: agentKindSchema,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/),
  cities: z.array(z.string().trim().min(1).max(80)).min(1).max(100),
  deliveryFee: moneySchema,
  returnFee: moneySchema,
  remitEveryDays: z.coerce.number().int().min(1).max(90),
  remitAccount: z.string().trim().min(1).max(120),
  active: z.boolean(),
};
export const fulfillmentAgentBodySchema = z.strictObject({
  ...agentFields,
  active: agentFields.active.default(true),
});
export type FulfillmentAgentBody = z.input<typeof fulfillmentAgentBodySchema>;
/** No defaults here: a PATCH changes only what it names. */
export const updateFulfillmentAgentBodySchema = z.strictObject(agentFields).partial();

export const fulfillmentAgentSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  name: z.string(),
  kind: agentKindSchema,
  phone: z.string(),
  cities: z.array(z.string()),
  deliveryFee: z.string(),
  returnFee: z.string(),
  remitEveryDays: z.number().int(),
  remitAccount: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FulfillmentAgent = z.infer<typeof fulfillmentAgentSchema>;

export const fulfillmentAgentListQuerySchema = z.strictObject({
  ...pageQueryShape,
  search: searchSchema,
  kind: agentKindSchema.optional(),
  active: z.enum(['true', 'false']).optional(),
  sort: sortSchema(agentSortFields),
});
export type FulfillmentAgentListQuery = z.input<typeof fulfillmentAgentListQuerySchema>;
export const fulfillmentAgentListResponseSchema = listResponse(fulfillmentAgentSchema);

// ---- tenants (super_admin) -------------------------------------------------------------
export const createTenantBodySchema = z.strictObject({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{1,39}$/),
  name: displayNameSchema(120),
  kind: tenantKindSchema,
  appTitle: z.string().trim().min(1).max(60),
  languages: z.array(languageSchema).min(1).max(3),
  defaultLanguage: languageSchema,
  authLayout: authLayoutSchema,
  admin: z.strictObject({ email: emailSchema, fullName: personNameSchema }),
});
export type CreateTenantBody = z.input<typeof createTenantBodySchema>;

export const updateTenantBodySchema = z.strictObject({
  name: displayNameSchema(120).optional(),
  appTitle: z.string().trim().min(1).max(60).optional(),
  languages: z.array(languageSchema).min(1).max(3).optional(),
  defaultLanguage: languageSchema.optional(),
  authLayout: authLayoutSchema.optional(),
  /** Host names that select this tenant before sign-in (its own domains). */
  domains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9.-]+$/)
        .max(253),
    )
    .max(20)
    .optional(),
  /** Let anyone sign up (accounts then wait for an admin's approval); off by default. */
  selfRegistration: z.boolean().optional(),
});
export type UpdateTenantBody = z.input<typeof updateTenantBodySchema>;

// ---- dashboard widgets ---------------------------------------------------------------
export const staffByRoleResponseSchema = z.object({
  items: z.array(z.object({ role: roleSchema, status: userStatusSchema, count: z.number().int() })),
});
export type StaffByRole = z.infer<typeof staffByRoleResponseSchema>;
export const recentSignInsResponseSchema = z.object({
  items: z.array(
    z.object({ userId: z.uuid(), fullName: z.string(), email: z.string(), at: z.string() }),
  ),
});
export type RecentSignIns = z.infer<typeof recentSignInsResponseSchema>;

// ---- dev outbox (tests and local runs only) -------------------------------------------------
export const outboxQuerySchema = z.strictObject({ to: z.string().max(254).optional() });
export const outboxResponseSchema = z.object({
  items: z.array(
    z.object({ to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() }),
  ),
});
export type OutboxMail = z.infer<typeof outboxResponseSchema>['items'][number];
