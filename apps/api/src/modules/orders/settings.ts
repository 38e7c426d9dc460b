import { eq, is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { prepared } from '../../kernel/db/prepared';
import type { OrderSettings } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../kernel/errors';
import type { AuthContext } from '../../kernel/types';
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

/**
 * Whether the caller may see cost prices (catalogue cost, average cost, stock value, cost of
 * goods): admins always; the agent role only while the tenant's agentsSeeCost is on.
 */
export async function seesCost(db: Db | Tx, auth: AuthContext): Promise<boolean> {
  if (auth.user.role !== 'agent') return true;
  return (await orderSettingsOf(db, auth.tenant.id)).agentsSeeCost;
}

/**
 * A preValidation hook for routes that are all about cost (purchase prices, P&L): an agent
 * the tenant hides cost from is refused (403 cost_hidden) even if an override grants the
 * subject. `subjects` limits it to routes whose `config.can` names one of them, `only` to the
 * requests it accepts (the stock report, of all reports).
 */
export const refuseHiddenCost =
  (db: Db, subjects: readonly string[], only?: (request: FastifyRequest) => boolean) =>
  async (request: FastifyRequest) => {
    const can = request.routeOptions.config.can;
    if (!request.auth || !can || !subjects.includes(can[1]) || (only && !only(request))) return;
    if (!(await seesCost(db, request.auth)))
      throw new AppError(403, 'cost_hidden', 'Cost prices are hidden from your role');
  };
