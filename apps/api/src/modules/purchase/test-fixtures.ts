import type { FastifyInstance } from 'fastify';
import { products } from '../catalogue';
import { stockOf } from '../inventory';
import { stores } from '../stores';
import { tenants } from '../tenancy';
import { users } from '../users';
import { hashPassword } from '../identity';
import type { Db } from '../../kernel/db/client';
import { call, DEMO_PASSWORD } from '../../test/harness';

let serial = 0;

/** A product of the tenant, unique SKU per call. */
export async function addProduct(
  db: Db,
  tenantId: string,
  costPriceMinor: number,
  lowStockLevel = 0,
) {
  serial += 1;
  const [row] = await db
    .insert(products)
    .values({
      tenantId,
      sku: `PT-${Date.now() % 100000}-${serial}`,
      name: `Test product ${serial}`,
      barcode: `611000${serial}${Date.now() % 1000}`,
      category: 'Test',
      costPriceMinor,
      salePriceMinor: costPriceMinor * 2,
      currency: 'MAD',
      lowStockLevel,
    })
    .returning();
  return row!;
}

export async function addSupplier(app: FastifyInstance, token: string, paymentTermsDays = 30) {
  const res = await call(app, {
    method: 'POST',
    url: '/api/suppliers',
    token,
    payload: {
      name: 'Textiles Fès SARL',
      contactName: 'Karim Benali',
      phone: '+212522000000',
      email: 'karim@textiles-fes.ma',
      country: 'MA',
      currency: 'MAD',
      paymentTermsDays,
    },
  });
  if (res.status !== 201) throw new Error(`supplier: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string };
}

type Line = { productId: string; quantity: number; unitCost?: string };
export async function addOrder(
  app: FastifyInstance,
  token: string,
  body: { supplierId: string; storeId: string; lines: Line[]; extraCosts?: object },
  order = true,
) {
  const created = await call(app, {
    method: 'POST',
    url: '/api/purchase-orders',
    token,
    payload: body,
  });
  if (created.status !== 201)
    throw new Error(`purchase: ${created.status} ${JSON.stringify(created.body)}`);
  if (!order) return created.body;
  const ordered = await call(app, {
    method: 'POST',
    url: `/api/purchase-orders/${created.body.id}/status`,
    token,
    payload: { status: 'ordered' },
  });
  if (ordered.status !== 200)
    throw new Error(`order: ${ordered.status} ${JSON.stringify(ordered.body)}`);
  return ordered.body;
}

export const receive = (
  app: FastifyInstance,
  token: string,
  id: string,
  lines: object[],
  key?: string,
) =>
  call(app, {
    method: 'POST',
    url: `/api/purchase-orders/${id}/receipts`,
    token,
    payload: { lines },
    headers: key ? { 'idempotency-key': key } : {},
  });

export const stock = (db: Db, tenantId: string, productId: string, storeId: string) =>
  stockOf(db, tenantId, productId, storeId);

/** A second marketplace tenant with a store and an admin, to prove isolation. */
export async function otherMarketplace(db: Db) {
  const [tenant] = await db
    .insert(tenants)
    .values({
      slug: `other-${Date.now()}`,
      name: 'Other Seller',
      kind: 'marketplace',
      appTitle: 'Other SP',
      defaultLanguage: 'en',
      languages: ['en'],
      authLayout: 'centered',
      modules: [],
    })
    .returning();
  await db.insert(stores).values({
    tenantId: tenant!.id,
    name: 'Other Rabat',
    marketplace: 'Jumia',
    country: 'MA',
    currency: 'MAD',
  });
  const email = `admin@${tenant!.slug}.test`;
  await db.insert(users).values({
    tenantId: tenant!.id,
    email,
    fullName: 'Other Admin',
    role: 'admin',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  return { tenantId: tenant!.id, email };
}
