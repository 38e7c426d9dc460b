import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { provideStock } from '../catalogue';
import { setLowStockLevel } from './stock-repository';
import { stockLevels } from './tables';

// The catalogue's stock figures (catalogue/stock-port.ts), written here beside the stock rows.

const inScope = (storeIds: string[]) =>
  storeIds.length ? inArray(stockLevels.storeId, storeIds) : sql`false`;
const lowRow = sql`${stockLevels.lowStockLevel} > 0 and ${stockLevels.onHand} <= ${stockLevels.lowStockLevel}`;

async function productStock(db: Db | Tx, productId: string, storeIds: string[]) {
  const [row] = await db
    .select({
      onHand: sql<number>`coalesce(sum(${stockLevels.onHand}), 0)::int`,
      reserved: sql<number>`coalesce(sum(${stockLevels.reserved}), 0)::int`,
      stocked: sql<boolean>`coalesce(bool_or(${stockLevels.stocked}), false)`,
      lowStores: sql<number>`(count(*) filter (where ${lowRow}))::int`,
    })
    .from(stockLevels)
    .where(and(eq(stockLevels.productId, productId), inScope(storeIds)));
  return {
    onHand: Number(row?.onHand ?? 0),
    reserved: Number(row?.reserved ?? 0),
    stocked: Boolean(row?.stocked),
    lowStores: Number(row?.lowStores ?? 0),
  };
}

provideStock({
  listSql: (productId: SQL, storeIds: string[]) => ({
    onHand: sql<number>`coalesce((select sum(${stockLevels.onHand}) from ${stockLevels}
    where ${stockLevels.productId} = ${productId} and ${inScope(storeIds)}), 0)::int`,
    reserved: sql<number>`coalesce((select sum(${stockLevels.reserved}) from ${stockLevels}
    where ${stockLevels.productId} = ${productId} and ${inScope(storeIds)}), 0)::int`,
    stocked: sql<boolean>`exists (select 1 from ${stockLevels}
    where ${stockLevels.productId} = ${productId} and ${inScope(storeIds)} and ${stockLevels.stocked})`,
    lowStores: sql<number>`(select count(*) from ${stockLevels}
    where ${stockLevels.productId} = ${productId} and ${inScope(storeIds)} and ${lowRow})::int`,
    low: sql`exists (select 1 from ${stockLevels} where ${stockLevels.productId} = ${productId} and ${inScope(storeIds)} and ${lowRow})`,
  }),
  productStock,
  setLowStockLevel,
});
