import { eq } from 'drizzle-orm';
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
  const [row] = await db.select().from(orderSettings).where(eq(orderSettings.tenantId, tenantId));
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
