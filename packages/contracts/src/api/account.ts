import { z } from 'zod';
import { emailSchema, passwordSchema, personNameSchema, userDataSchema } from './auth';
import { pageQueryShape } from './errors';
import { languageSchema } from './tenants';

/** The signed-in user's own account (account settings): /api/auth/me, sessions, preferences. */

export const updateProfileBodySchema = z.strictObject({
  fullName: personNameSchema.optional(),
  /** A new address takes effect once confirmed from it; the current password is required. */
  email: emailSchema.optional(),
  currentPassword: z.string().min(1).max(128).optional(),
  language: languageSchema.optional(),
  /** An http(s) image address; null removes the picture. */
  avatarUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullable()
    .optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
/** `pendingEmail`: the new address waiting for its confirmation link (the e-mail is unchanged until then). */
export const updateProfileResponseSchema = z.object({
  userData: userDataSchema,
  pendingEmail: z.string().optional(),
});
export const confirmEmailBodySchema = z.strictObject({ token: z.string().min(16).max(128) });

export const changePasswordBodySchema = z.strictObject({
  // Not the full policy: the current password may predate it.
  currentPassword: z.string().min(1).max(128),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
/** `revoked`: how many other sessions were signed out (the current one is kept). */
export const revokedResponseSchema = z.object({ revoked: z.number().int() });
export const changePasswordResponseSchema = z.object({
  ok: z.literal(true),
  revoked: z.number().int(),
});

export const sessionInfoSchema = z.object({
  id: z.uuid(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
/** One page of the caller's live sessions: the current one first, then the most recently used. */
export const sessionListQuerySchema = z.strictObject({ ...pageQueryShape });
export type SessionListQuery = z.infer<typeof sessionListQuerySchema>;
export const sessionListResponseSchema = z.object({
  items: z.array(sessionInfoSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SessionListResponse = z.infer<typeof sessionListResponseSchema>;

/** The events a user can choose to receive in the app and by push. */
export const notificationEventTypes = [
  'order_status',
  'low_stock',
  'import_finished',
  'lead_assigned',
  'task_due',
  'security',
] as const;
export type NotificationEventType = (typeof notificationEventTypes)[number];
export const notificationEventTypeSchema = z.enum(notificationEventTypes);

export const channelPreferenceSchema = z.strictObject({ inApp: z.boolean(), push: z.boolean() });
export type ChannelPreference = z.infer<typeof channelPreferenceSchema>;

/** Every event type with its two channels (unset ones are on). */
export const notificationPreferencesSchema = z.record(
  notificationEventTypeSchema,
  channelPreferenceSchema,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesResponseSchema = z.object({
  preferences: notificationPreferencesSchema,
});

/** Some or all event types; the ones left out keep their stored setting. */
export const notificationPreferencesBodySchema = z.strictObject({
  preferences: z.partialRecord(notificationEventTypeSchema, channelPreferenceSchema),
});
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBodySchema>;
