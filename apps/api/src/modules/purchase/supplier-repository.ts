import { and, eq, inArray } from 'drizzle-orm';
import type { SupplierListQuery } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { listPage, orderOf, searchAny } from '../../kernel/list-query';
import { suppliers } from './tables';

type Q = Db | Tx;
export type SupplierRow = typeof suppliers.$inferSelect;
export type SupplierInsert = typeof suppliers.$inferInsert;

const SORT = {
  name: suppliers.name,
  country: suppliers.country,
  paymentTermsDays: suppliers.paymentTermsDays,
  createdAt: suppliers.createdAt,
};

export async function listSuppliers(
  db: Q,
  tenantId: string,
  q: SupplierListQuery & { page: number; pageSize: number },
) {
  return listPage(db, suppliers, {
    page: q.page,
    pageSize: q.pageSize,
    where: [
      eq(suppliers.tenantId, tenantId),
      q.active ? eq(suppliers.active, q.active === 'true') : undefined,
      searchAny(q.search, [
        suppliers.name,
        suppliers.contactName,
        suppliers.email,
        suppliers.phone,
      ]),
    ],
    order: orderOf(q.sort, SORT, 'name'),
    tieBreak: suppliers.id,
  });
}

/** Scoped by tenant: another tenant's supplier is not found. */
export async function findSupplier(db: Q, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, id)));
  return row ?? null;
}

export async function findSuppliers(db: Q, tenantId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, tenantId), inArray(suppliers.id, ids)));
}

export async function insertSupplier(db: Q, values: SupplierInsert) {
  const [row] = await db.insert(suppliers).values(values).returning();
  return row!;
}

export async function updateSupplier(
  db: Q,
  tenantId: string,
  id: string,
  values: Partial<SupplierInsert>,
) {
  const [row] = await db
    .update(suppliers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, id)))
    .returning();
  return row!;
}
