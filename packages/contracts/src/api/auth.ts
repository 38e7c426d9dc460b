import { z } from 'zod';
import { actions, roles, subjects } from '../abilities';
import { languageSchema } from './tenants';
import { displayText } from './text';

export const emailSchema = z
  .email()
  .max(254)
  .transform((e) => e.toLowerCase());
/** A person's name: the one display-text rule (./text.ts). */
export const personNameSchema = displayText(z.string().trim().min(1).max(120));

/** Length only; the API also refuses the most common passwords. */
export const passwordSchema = z.string().min(8).max(128);

export const roleSchema = z.enum(roles);
/** pending: self-registered, waiting for an admin's approval. */
export const userStatusSchema = z.enum(['active', 'invited', 'pending', 'deactivated']);

export const abilityRuleSchema = z.object({
  action: z.enum(actions),
  subject: z.enum(subjects),
  inverted: z.boolean().optional(),
});

export const userDataSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  role: roleSchema,
  tenantId: z.uuid(),
  storeIds: z.array(z.uuid()),
  language: languageSchema,
  avatarUrl: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
});
export type UserData = z.infer<typeof userDataSchema>;

export const sessionResponseSchema = z.object({
  accessToken: z.string(),
  userData: userDataSchema,
  userAbilityRules: z.array(abilityRuleSchema),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const twoStepChallengeSchema = z.object({ twoStep: z.object({ hashId: z.string() }) });
export const loginResponseSchema = z.union([sessionResponseSchema, twoStepChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginBodySchema = z.strictObject({
  email: emailSchema,
  // Not the full policy: an old password may predate it.
  password: z.string().min(1).max(128),
});

const hashIdSchema = z.string().min(16).max(128);
/** A 6-digit TOTP code or a recovery code such as `abcd-efgh-…` (24 characters and dashes). */
export const twoStepBodySchema = z.strictObject({
  hashId: hashIdSchema,
  code: z.string().trim().min(6).max(40),
});

export const registerBodySchema = z.strictObject({
  fullName: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  language: languageSchema.optional(),
  /** Tenant slug; the API's default tenant when omitted. */
  tenant: z.string().max(64).optional(),
});
export const hashIdResponseSchema = z.object({ hashId: z.string() });

export const verifyBodySchema = z.strictObject({
  hashId: hashIdSchema,
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });
export const resetPasswordBodySchema = z.strictObject({
  token: z.string().min(16).max(128),
  password: passwordSchema,
});

export const meResponseSchema = z.object({
  userData: userDataSchema,
  userAbilityRules: z.array(abilityRuleSchema),
});

export const totpSetupResponseSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const totpCodeBodySchema = z.strictObject({ code: z.string().trim().min(6).max(40) });
/** `code`: from the current second factor (TOTP or recovery code), required to replace one. */
export const totpSetupBodySchema = z
  .strictObject({ code: z.string().trim().min(6).max(40).optional() })
  .optional();
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
