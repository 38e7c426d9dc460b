import type { ProductBody, ProductBulkBody, UpdateProductBody } from '@sp/contracts/api';
import { AppError, notFound } from '../../kernel/errors';
import { toMinor } from '../../kernel/money';
import { actorOf, type AuthContext, type Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import { assertStoreUsable } from '../stores';
import { stock } from './stock-port';
import {
  findProductInTenant,
  findProductsByIds,
  insertProduct,
  skuTaken,
  updateProduct,
  updateProducts,
  type ProductInsert,
} from './product-repository';
import { productSnapshot, toProduct } from './views';

const skuTakenError = (sku: string) => {
  const message = `SKU ${sku} is already used by another product`;
  return new AppError(409, 'sku_taken', message, [{ path: 'sku', message }]);
};

/** PostgreSQL unique_violation, whether thrown as is or wrapped by Drizzle (two creates racing). */
const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: unknown } | null;
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause));
};

function columns(body: Partial<ProductBody>): Partial<ProductInsert> {
  const { costPrice, salePrice, weightGrams, lowStockLevel, ...rest } = body;
  return {
    ...rest,
    ...(costPrice !== undefined ? { costPriceMinor: toMinor(costPrice) } : {}),
    ...(salePrice !== undefined ? { salePriceMinor: toMinor(salePrice) } : {}),
    ...(weightGrams !== undefined ? { weightGrams: Number(weightGrams) } : {}),
    ...(lowStockLevel !== undefined ? { lowStockLevel: Number(lowStockLevel) } : {}),
  };
}

export async function getProduct(deps: Deps, auth: AuthContext, id: string, storeIds: string[]) {
  const row = await findProductInTenant(deps.db, auth.tenant.id, id);
  if (!row) throw notFound('Product');
  return toProduct(row, await stock().productStock(deps.db, id, storeIds));
}

export async function createProduct(deps: Deps, auth: AuthContext, body: ProductBody) {
  try {
    const row = await deps.db.transaction(async (tx) => {
      if (await skuTaken(tx, auth.tenant.id, body.sku)) throw skuTakenError(body.sku);
      const product = await insertProduct(tx, {
        ...(columns(body) as ProductInsert),
        tenantId: auth.tenant.id,
      });
      // A stock row in every store, at 0: the stock page lists the product and its level at once.
      await stock().setLowStockLevel(tx, auth.tenant.id, product.id, product.lowStockLevel, null);
      await recordAudit(tx, actorOf(auth), {
        action: 'create',
        recordType: 'Product',
        recordId: product.id,
        after: productSnapshot(product),
      });
      return product;
    });
    return toProduct(row, { onHand: 0, lowStores: 0 });
  } catch (err) {
    throw isUniqueViolation(err) ? skuTakenError(body.sku) : err;
  }
}

export async function editProduct(
  deps: Deps,
  auth: AuthContext,
  id: string,
  body: UpdateProductBody,
  storeIds: string[],
) {
  const { storeLevels, ...fields } = body;
  for (const level of storeLevels ?? []) await assertStoreUsable(deps.db, auth, level.storeId);
  try {
    await deps.db.transaction(async (tx) => {
      const before = await findProductInTenant(tx, auth.tenant.id, id);
      if (!before) throw notFound('Product');
      if (fields.sku && (await skuTaken(tx, auth.tenant.id, fields.sku, id)))
        throw skuTakenError(fields.sku);
      const after = await updateProduct(tx, auth.tenant.id, id, columns(fields));
      if (fields.lowStockLevel !== undefined)
        await stock().setLowStockLevel(tx, auth.tenant.id, id, Number(fields.lowStockLevel), null);
      for (const l of storeLevels ?? [])
        await stock().setLowStockLevel(tx, auth.tenant.id, id, Number(l.level), l.storeId);
      const action =
        fields.status === 'archived' && before.status !== 'archived' ? 'archive' : 'update';
      await recordAudit(tx, actorOf(auth), {
        action,
        recordType: 'Product',
        recordId: id,
        before: productSnapshot(before),
        after: { ...productSnapshot(after), ...(storeLevels ? { storeLevels } : {}) },
      });
    });
  } catch (err) {
    throw isUniqueViolation(err) && fields.sku ? skuTakenError(fields.sku) : err;
  }
  return getProduct(deps, auth, id, storeIds);
}

/** Archive, reactivate or recategorise selected rows; ids of another tenant are ignored (never found). */
export async function bulkProducts(deps: Deps, auth: AuthContext, body: ProductBulkBody) {
  return deps.db.transaction(async (tx) => {
    const found = await findProductsByIds(tx, auth.tenant.id, body.ids);
    if (found.length !== new Set(body.ids).size) throw notFound('Product');
    const values: Partial<ProductInsert> =
      body.action === 'set_category'
        ? { category: body.category }
        : { status: body.action === 'archive' ? 'archived' : 'active' };
    const rows = await updateProducts(
      tx,
      auth.tenant.id,
      found.map((p) => p.id),
      values,
    );
    for (const before of found) {
      await recordAudit(tx, actorOf(auth), {
        action: body.action === 'archive' ? 'archive' : 'update',
        recordType: 'Product',
        recordId: before.id,
        before: { category: before.category, status: before.status },
        after: {
          category: values.category ?? before.category,
          status: values.status ?? before.status,
        },
      });
    }
    return { updated: rows.length };
  });
}
