import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../kernel/db/client';
import { AppError } from '../../kernel/errors';
import type { AuthContext } from '../../kernel/types';

/** Whether the tenant lets its agents see cost prices (the orders module's setting). */
export type AgentsSeeCost = (db: Db | Tx, tenantId: string) => Promise<boolean>;

let agentsSeeCost: AgentsSeeCost | null = null;

/**
 * The orders module keeps the tenant's `agentsSeeCost` among its order settings and hands
 * the reader in at its door: catalogue, inventory, purchase, returns and finance ask the
 * caller's right here, one layer below them all, rather than importing orders.
 */
export function provideAgentsSeeCost(reader: AgentsSeeCost) {
  agentsSeeCost = reader;
}

/**
 * Whether the caller may see cost prices (catalogue cost, average cost, stock value, cost of
 * goods): admins always; the agent role only while the tenant's agentsSeeCost is on.
 */
export async function seesCost(db: Db | Tx, auth: AuthContext): Promise<boolean> {
  if (auth.user.role !== 'agent') return true;
  if (!agentsSeeCost) throw new Error('The orders module is not loaded (it keeps agentsSeeCost)');
  return agentsSeeCost(db, auth.tenant.id);
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
