import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { invalidField } from '../../kernel/errors';
import { findStoreInTenant } from '../stores';
import { rowsOf } from './sql-rows';

type Q = Db | Tx;

/** The store a payment belongs to (its currency is the payment's), or a 400 naming storeId. */
export async function storeOfPayment(db: Q, tenantId: string, storeId: string) {
  const store = await findStoreInTenant(db, tenantId, storeId);
  if (!store) throw invalidField('storeId', 'No such store');
  return store;
}

/** Checks the agent or supplier a payment names belongs to the tenant. */
export async function checkCounterparty(
  db: Q,
  tenantId: string,
  field: 'agentId' | 'supplierId',
  id: string,
) {
  const table = field === 'agentId' ? sql`fulfillment_agents` : sql`suppliers`;
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from ${table} where tenant_id = ${tenantId} and id = ${id}`,
  );
  if (!rows.length)
    throw invalidField(
      field,
      field === 'agentId' ? 'No such fulfillment agent' : 'No such supplier',
    );
}
