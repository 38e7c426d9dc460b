import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { listTenantStores } from '../stores';
import { products } from './tables';

type Q = Db | Tx;

/** What a product file row carries: money in minor units. Stock is never part of it (ledger only). */
export interface ProductImportRow {
  sku: string;
  name: string;
  barcode: string;
  category: string;
  costPriceMinor: number;
  salePriceMinor: number;
  currency: string;
  weightGrams: number;
  status: 'active' | 'archived';
}

/** Stored products among these SKUs (any case), keyed by lower-case SKU: the import's new/update/unchanged. */
export async function productsBySku(db: Q, tenantId: string, skus: string[]) {
  if (!skus.length) return new Map<string, typeof products.$inferSelect>();
  const lower = [...new Set(skus.map((s) => s.toLowerCase()))];
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(sql`lower(${products.sku})`, lower)));
  return new Map(rows.map((r) => [r.sku.toLowerCase(), r]));
}

/** The currency of a product that names none: the chosen store's, else the tenant's first store's. */
export async function defaultProductCurrency(db: Q, tenantId: string, storeId: string | null) {
  const all = await listTenantStores(db, tenantId);
  return (all.find((s) => s.id === storeId) ?? all[0])?.currency ?? 'EUR';
}

/**
 * Inserts or updates by SKU in one statement (JSON in, ON CONFLICT on the tenant's SKU):
 * names, prices, categories change; stock rows are not touched.
 */
export async function upsertProductsBySku(tx: Q, tenantId: string, rows: ProductImportRow[]) {
  if (!rows.length) return;
  await tx.execute(sql`
    insert into products (tenant_id, sku, name, barcode, category, cost_price_minor, sale_price_minor, currency, weight_grams, status)
    select ${tenantId}::uuid, r.sku, r.name, r.barcode, r.category, r."costPriceMinor", r."salePriceMinor", r.currency, r."weightGrams", r.status
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(sku text, name text, barcode text, category text, "costPriceMinor" bigint,
      "salePriceMinor" bigint, currency text, "weightGrams" int, status text)
    on conflict (tenant_id, lower(sku)) do update set
      name = excluded.name, barcode = excluded.barcode, category = excluded.category,
      cost_price_minor = excluded.cost_price_minor, sale_price_minor = excluded.sale_price_minor,
      currency = excluded.currency, weight_grams = excluded.weight_grams, status = excluded.status, updated_at = now()`);
}

/** Products among these codes, by SKU (any case) or barcode: what an order file names. Keyed by the code as given, lower-cased. */
export async function productsByCode(db: Q, tenantId: string, codes: string[]) {
  const lower = [...new Set(codes.map((c) => c.trim().toLowerCase()).filter(Boolean))];
  const found = new Map<string, typeof products.$inferSelect>();
  if (!lower.length) return found;
  // The codes as one array parameter: a list of a thousand parameters cost more to build and
  // plan than to run.
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        sql`(lower(${products.sku}) = any(${sql.param(lower)}::text[]) or lower(${products.barcode}) = any(${sql.param(lower)}::text[]))`,
      ),
    );
  const wanted = new Set(lower);
  // A SKU match wins over a barcode match.
  for (const r of rows)
    if (r.barcode && wanted.has(r.barcode.toLowerCase()) && !found.has(r.barcode.toLowerCase()))
      found.set(r.barcode.toLowerCase(), r);
  for (const r of rows) if (wanted.has(r.sku.toLowerCase())) found.set(r.sku.toLowerCase(), r);
  return found;
}
