import { eq, is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { prepared } from '../../kernel/db/prepared';
import type { OrderSettings } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { orderSettings } from './tables';

export const defaultOrderSettings: OrderSettings = {
  allowBackorder: false,
  returnerThreshold: 2,
  returnerCallRequired: false,
  agentsSeeCost: true,
};

/** The tenant's order rules; a tenant that never saved them has the defaults. */
export async function orderSettingsOf(db: Db | Tx, tenantId: string): Promise<OrderSettings> {
  // Every page of the order list reads them: outside a transaction, a statement prepared once.
  const [row] = is(db, PgTransaction)
    ? await db.select().from(orderSettings).where(eq(orderSettings.tenantId, tenantId))
    : await prepared(db as Db, 'order_settings_of', (d, name) =>
        d
          .select()
          .from(orderSettings)
          .where(eq(orderSettings.tenantId, sql.placeholder('tenantId')))
          .prepare(name),
      ).execute({ tenantId });
  if (!row) return { ...defaultOrderSettings };
  const { allowBackorder, returnerThreshold, returnerCallRequired, agentsSeeCost } = row;
  return { allowBackorder, returnerThreshold, returnerCallRequired, agentsSeeCost };
}

export async function saveOrderSettings(
  db: Db | Tx,
  tenantId: string,
  patch: Partial<OrderSettings>,
) {
  const next = { ...(await orderSettingsOf(db, tenantId)), ...patch };
  await db
    .insert(orderSettings)
    .values({ tenantId, ...next })
    .onConflictDoUpdate({
      target: orderSettings.tenantId,
      set: { ...next, updatedAt: new Date() },
    });
  return next;
}
