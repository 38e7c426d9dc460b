import { sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { productCategorySql } from '../catalogue';
import { listTenantStores } from '../stores';

/**
 * Stock by product category today, over the tenant's stores in one currency (or the one
 * store named, if it is in that currency): units, value at average cost and the units
 * shipped over the last 30 days. Finance's stock report reads it through this door.
 */
export async function stockByCategory(
  db: Db,
  tenantId: string,
  currency: string,
  storeId?: string,
) {
  const storeIds = (await listTenantStores(db, tenantId))
    .filter((s) => s.currency === currency && (!storeId || s.id === storeId))
    .map((s) => s.id);
  const result = await db.execute<Record<string, unknown>>(
    sql`with shipped as (
          select m.product_id, m.store_id, -sum(m.quantity) as units from stock_movements m
          where m.tenant_id = ${tenantId} and m.kind = 'shipment' and m.created_at >= now() - interval '30 days' group by 1, 2
        )
        select ${productCategorySql(sql`s.product_id`)} as category, sum(s.on_hand) as units, sum(s.on_hand * s.average_cost_minor) as value, sum(coalesce(sh.units, 0)) as shipped
        from stock_levels s left join shipped sh on sh.product_id = s.product_id and sh.store_id = s.store_id
        where s.tenant_id = ${tenantId} and s.store_id = any(${`{${storeIds.join(',')}}`}::uuid[])
        group by 1 order by 3 desc`,
  );
  return result.rows.map((r) => ({
    category: String(r.category),
    units: Number(r.units ?? 0),
    value: Number(r.value ?? 0),
    shipped: Number(r.shipped ?? 0),
  }));
}
