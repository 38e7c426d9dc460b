import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { ServiceListQuery } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { listPage, orderOf, searchAny } from '../../kernel/list-query';
import { services } from './tables';

type Q = Db | Tx;
export type ServiceRow = typeof services.$inferSelect;
export type ServiceInsert = typeof services.$inferInsert;

const SORT = {
  name: services.name,
  kind: services.kind,
  price: services.priceMinor,
  unit: services.unit,
  createdAt: services.createdAt,
};

/** Services that apply to a store: its own and the tenant-wide ones (storeId null). */
const forStore = (storeId: string) => or(isNull(services.storeId), eq(services.storeId, storeId))!;

export async function listServicePage(
  db: Q,
  f: Omit<ServiceListQuery, 'page' | 'pageSize'> & {
    tenantId: string;
    page: number;
    pageSize: number;
  },
) {
  const where: (SQL | undefined)[] = [
    eq(services.tenantId, f.tenantId),
    searchAny(f.search, [services.name]),
  ];
  if (f.kind) where.push(eq(services.kind, f.kind));
  if (f.direction) where.push(eq(services.direction, f.direction));
  if (f.active) where.push(eq(services.active, f.active === 'true'));
  if (f.storeId) where.push(forStore(f.storeId));
  return listPage(db, services, {
    ...f,
    where,
    order: orderOf(f.sort, SORT, 'name'),
    tieBreak: services.id,
  });
}

/** Active services for a store (or all the tenant's when no store is named). */
export async function listActiveServices(db: Q, tenantId: string, storeId?: string) {
  const where: SQL[] = [eq(services.tenantId, tenantId), eq(services.active, true)];
  if (storeId) where.push(forStore(storeId));
  return db
    .select()
    .from(services)
    .where(and(...where))
    .orderBy(services.name);
}

export async function findServiceInTenant(db: Q, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.tenantId, tenantId), eq(services.id, id)));
  return row ?? null;
}

export async function insertService(db: Q, values: ServiceInsert) {
  const [row] = await db.insert(services).values(values).returning();
  return row!;
}

export async function updateService(
  db: Q,
  tenantId: string,
  id: string,
  values: Partial<ServiceInsert>,
) {
  const [row] = await db
    .update(services)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(services.tenantId, tenantId), eq(services.id, id)))
    .returning();
  return row!;
}
