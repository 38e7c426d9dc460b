import { barcodeSchema, skuSchema } from '@sp/contracts/api';
import { RowCheck, type ImportKindAdapter, type StagedRow } from '../imports';
import {
  defaultProductCurrency,
  productsBySku,
  upsertProductsBySku,
  type ProductImportRow,
} from './import-products';

const same = (a: ProductImportRow, b: ProductImportRow) =>
  (Object.keys(a) as (keyof ProductImportRow)[]).every((k) =>
    k === 'sku' ? a.sku.toLowerCase() === b.sku.toLowerCase() : a[k] === b[k],
  );

/** Products by SKU: names, prices and categories are updated; stock is never touched (ledger only). */
export const productsKind: ImportKindAdapter = {
  kind: 'products',
  fileTypes: ['csv', 'xlsx'],
  needsStore: false,
  uniqueKey: true,
  prepare: (db, imp) => defaultProductCurrency(db, imp.tenantId, imp.storeId),

  async analyse(rows, ctx) {
    const checked = rows.map((row) => {
      const c = new RowCheck(row.values);
      const sku = c.text('sku', { required: true });
      if (sku && !skuSchema.safeParse(sku).success)
        c.fail('sku', 'invalid_sku', `SKU may hold letters, digits, . _ - / only: ${sku}`, {
          value: sku,
        });
      const barcode = c.text('barcode', { max: 64 }) ?? '';
      if (barcode && !barcodeSchema.safeParse(barcode).success)
        c.fail('barcode', 'invalid_barcode', `Barcode check digit is wrong: ${barcode}`, {
          value: barcode,
        });
      const currency = (c.values.currency ?? '').toUpperCase();
      if (currency && !/^[A-Z]{3}$/.test(currency))
        c.fail('currency', 'invalid_currency', `Currency must be a 3-letter code: ${currency}`);
      const data: ProductImportRow = {
        sku: sku ?? '',
        name: c.text('name', { required: true, max: 200, display: true }) ?? '',
        barcode,
        category: c.text('category', { required: true, max: 80 }) ?? '',
        costPriceMinor: c.money('costPrice', { required: true }) ?? 0,
        salePriceMinor: c.money('salePrice', { required: true }) ?? 0,
        currency: currency || (ctx.state as string),
        weightGrams: c.integer('weightGrams', { max: 1_000_000 }) ?? 0,
        status: c.choice('status', ['active', 'archived'] as const, 'active') ?? 'active',
      };
      return { row, data, issues: c.issues };
    });
    const existing = await productsBySku(
      ctx.db,
      ctx.imp.tenantId,
      checked.filter((x) => !x.issues.length).map((x) => x.data.sku),
    );
    return checked.map(({ row, data, issues }): StagedRow => {
      const base = {
        rowNumber: row.rowNumber,
        raw: row.raw,
        naturalKey: data.sku ? data.sku.toLowerCase() : null,
      };
      if (issues.length) return { ...base, data: null, action: 'error', errors: issues };
      const stored = existing.get(data.sku.toLowerCase());
      // A file without a currency keeps the product's own.
      const merged = stored && !row.values.currency ? { ...data, currency: stored.currency } : data;
      const action = !stored
        ? 'new'
        : same(merged, stored as unknown as ProductImportRow)
          ? 'unchanged'
          : 'update';
      return { ...base, data: merged as unknown as Record<string, unknown>, action, errors: null };
    });
  },

  async commit(rows, ctx) {
    await upsertProductsBySku(
      ctx.tx,
      ctx.imp.tenantId,
      rows.map((r) => r.data as unknown as ProductImportRow),
    );
  },
};
