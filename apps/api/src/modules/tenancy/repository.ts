import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { tenants } from './tables';

type Q = Db | Tx;

export async function findTenantBySlug(db: Q, slug: string) {
  const [row] = await db.select().from(tenants).where(eq(tenants.slug, slug.toLowerCase()));
  return row ?? null;
}

export async function findTenantById(db: Q, id: string) {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id));
  return row ?? null;
}

export async function findTenantByDomain(db: Q, host: string) {
  const [row] = await db
    .select()
    .from(tenants)
    .where(sql`${tenants.domains} @> ${JSON.stringify([host.toLowerCase()])}::jsonb`);
  return row ?? null;
}

export const listTenants = (db: Q) => db.select().from(tenants).orderBy(asc(tenants.name));
