import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Notification } from '@sp/contracts/api';
import { notifications, notificationTokens } from './tables';
import { notFound } from '../../kernel/errors';
import type { Deps } from '../../kernel/types';
import { afterCommit } from '../../kernel/db/transaction';
import { iso } from '../../kernel/dates';
import { channelsFor } from './preferences';

const toNotification = (n: typeof notifications.$inferSelect): Notification => ({
  id: n.id,
  type: n.type,
  title: n.title,
  body: n.body,
  data: n.data ?? null,
  readAt: n.readAt ? iso(n.readAt) : null,
  createdAt: iso(n.createdAt),
});

export interface NotifyInput {
  type: string;
  title: string;
  body?: string;
  data?: Record<string, unknown>;
}

/**
 * Stores, streams to the user's open tabs, and pushes to their browsers (FCM if set up),
 * as far as the user's notification preferences let this type through (null: not shown in the app).
 * When `deps.db` is a transaction, the stream and the push go out only after it commits
 * (kernel afterCommit): a rolled-back change tells nobody.
 */
export async function notify(
  deps: Deps,
  to: { tenantId: string; userId: string },
  input: NotifyInput,
) {
  const channels = await channelsFor(deps.db, to.userId, input.type);
  let notification: Notification | null = null;
  if (channels.inApp) {
    const [row] = await deps.db
      .insert(notifications)
      .values({
        ...to,
        type: input.type,
        title: input.title,
        body: input.body ?? '',
        data: input.data ?? null,
      })
      .returning();
    notification = toNotification(row!);
    const stored = notification;
    afterCommit(deps.db, () => deps.bus.publish(to.userId, stored));
  }
  if (!channels.push) return notification;
  const tokens = await deps.db
    .select({ token: notificationTokens.token })
    .from(notificationTokens)
    .where(eq(notificationTokens.userId, to.userId));
  const data = { ...(notification ? { notificationId: notification.id } : {}), type: input.type };
  afterCommit(deps.db, () =>
    deps.pusher
      .send(
        tokens.map((t) => t.token),
        { title: input.title, body: input.body ?? '', data },
      )
      .catch((err: unknown) => deps.log.warn({ err }, 'push failed')),
  );
  return notification;
}

export async function listNotifications(
  deps: Deps,
  userId: string,
  limit: number,
  unreadOnly: boolean,
) {
  const mine = eq(notifications.userId, userId);
  const unread = and(mine, isNull(notifications.readAt));
  const [rows, [unreadCount]] = await Promise.all([
    deps.db
      .select()
      .from(notifications)
      .where(unreadOnly ? unread : mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit),
    deps.db.select({ n: count() }).from(notifications).where(unread),
  ]);
  return { items: rows.map(toNotification), unreadCount: Number(unreadCount?.n ?? 0) };
}

/** Another user's notification is not found. */
export async function markRead(deps: Deps, userId: string, id: string) {
  const [row] = await deps.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound('Notification');
  return toNotification(row);
}

export async function markAllRead(deps: Deps, userId: string) {
  await deps.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** A token moves to whoever registered it last (shared browser, new sign-in). */
export async function saveNotificationToken(
  deps: Deps,
  to: { tenantId: string; userId: string },
  token: string,
) {
  await deps.db
    .insert(notificationTokens)
    .values({ ...to, token })
    .onConflictDoUpdate({
      target: notificationTokens.token,
      set: { ...to, createdAt: new Date() },
    });
}
