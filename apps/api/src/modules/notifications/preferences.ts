import { eq } from 'drizzle-orm';
import { notificationEventTypes, type NotificationPreferences } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { notificationPreferences } from './tables';

// A user's notification preferences: read here by notify(), shown and saved by identity's
// account settings (it sits above notifications and calls these through the door).

/** Stored settings over the defaults (every channel on); keys no longer known are dropped. */
export function withDefaults(
  stored: Record<string, { inApp: boolean; push: boolean }> | undefined,
): NotificationPreferences {
  return Object.fromEntries(
    notificationEventTypes.map((type) => [
      type,
      { inApp: stored?.[type]?.inApp ?? true, push: stored?.[type]?.push ?? true },
    ]),
  ) as NotificationPreferences;
}

export async function storedPreferences(db: Db | Tx, userId: string) {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.preferences;
}

/** Whether a notification of this type may reach the user in the app, and by push. */
export async function channelsFor(db: Db, userId: string, type: string) {
  if (!(notificationEventTypes as readonly string[]).includes(type))
    return { inApp: true, push: true };
  return withDefaults(await storedPreferences(db, userId))[type as keyof NotificationPreferences];
}

/** Stores a user's whole preferences (the caller audits the change). */
export async function savePreferences(
  tx: Tx,
  tenantId: string,
  userId: string,
  preferences: NotificationPreferences,
) {
  await tx
    .insert(notificationPreferences)
    .values({ userId, tenantId, preferences })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { preferences, updatedAt: new Date() },
    });
}
