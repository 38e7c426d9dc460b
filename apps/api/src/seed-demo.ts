import type { FastifyBaseLogger } from 'fastify';
import { count } from 'drizzle-orm';
import { defaultModulesByKind } from '@sp/contracts/api';
import type { Db } from './kernel/db/client';
import type { DemoContext } from './kernel/db/demo-context';
// The demo crosses every domain: it lives with the app, above the modules, and reads their
// seeds and tables as the schema does (src/schema.ts).
import { hashPassword } from './modules/identity/passwords';
import { seedCatalogueAndStock } from './modules/inventory/seed';
import { notifications } from './modules/notifications/tables';
import { seedOrders } from './modules/orders/seed';
import { seedPurchase } from './modules/purchase/seed';
import { seedAgency } from './modules/agency/seed';
import { seedFinance } from './modules/finance/seed';
import { seedReturns } from './modules/returns/seed';
import { seedAuditTrail } from './seed-audit-trail';
import { stores } from './modules/stores/tables';
import { tenants } from './modules/tenancy/tables';
import { userStores, users } from './modules/users/tables';

export type { DemoContext };

export const DEMO_PASSWORD = 'demo-Secret-42';
/** Fixed so the README can show it; never use a published secret outside the demo. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const modules = (kind: keyof typeof defaultModulesByKind) =>
  defaultModulesByKind[kind].map((name) => ({ name, manifestUrl: null }));

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Demo staff beyond the sign-in accounts the README lists; `stores` index the demo stores. */
const demoStaff = [
  {
    tenant: 'atlas',
    email: 'salma@atlas.test',
    fullName: 'Salma Bennani',
    language: 'fr',
    stores: [0],
    joinedDaysAgo: 150,
  },
  {
    tenant: 'atlas',
    email: 'karim@atlas.test',
    fullName: 'كريم التازي',
    language: 'ar',
    stores: [0],
    joinedDaysAgo: 120,
  },
  {
    tenant: 'atlas',
    email: 'ines@atlas.test',
    fullName: 'Inès Moreau',
    language: 'fr',
    stores: [1],
    joinedDaysAgo: 95,
  },
  {
    tenant: 'atlas',
    email: 'nadia@atlas.test',
    fullName: 'نادية العلوي',
    language: 'ar',
    stores: [0, 1],
    joinedDaysAgo: 40,
  },
  {
    tenant: 'horizon',
    email: 'leila@horizon.test',
    fullName: 'ليلى المنصوري',
    language: 'ar',
    stores: [],
    joinedDaysAgo: 130,
  },
  {
    tenant: 'horizon',
    email: 'julien@horizon.test',
    fullName: 'Julien Morel',
    language: 'fr',
    stores: [],
    joinedDaysAgo: 70,
  },
] as const;

/**
 * Each domain's demo data, in dependency order (the catalogue before what sells or buys
 * it). A seed writes with bulk multi-row inserts: the embedded start must stay quick.
 */
const moduleSeeds: ((db: Db, demo: DemoContext) => Promise<void>)[] = [
  seedCatalogueAndStock,
  seedPurchase,
  seedOrders,
  seedFinance,
  seedReturns,
  seedAgency,
  seedAuditTrail,
];

/** Demo tenants, stores and accounts; does nothing unless the database has no tenant. */
export async function seedDemo(db: Db, log?: FastifyBaseLogger) {
  const [existing] = await db.select({ n: count() }).from(tenants);
  if (Number(existing?.n ?? 0) > 0) return false;
  // One hash for every demo account: scrypt at OWASP cost is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const demo = await db.transaction(async (tx) => {
    const [atlas, horizon] = await tx
      .insert(tenants)
      .values([
        {
          slug: 'atlas',
          name: 'Atlas Seller',
          kind: 'marketplace',
          appTitle: 'Atlas SP',
          defaultLanguage: 'en',
          languages: ['en', 'fr', 'ar'],
          authLayout: 'illustrated',
          modules: modules('marketplace'),
        },
        {
          slug: 'horizon',
          name: 'Horizon Study',
          kind: 'agency',
          appTitle: 'Horizon SP',
          defaultLanguage: 'en',
          languages: ['en', 'fr', 'ar'],
          authLayout: 'centered',
          modules: modules('agency'),
        },
      ])
      .returning();
    const demoStores = await tx
      .insert(stores)
      .values([
        {
          tenantId: atlas!.id,
          name: 'Atlas Casablanca',
          marketplace: 'Jumia',
          country: 'MA',
          currency: 'MAD',
        },
        {
          tenantId: atlas!.id,
          name: 'Atlas Paris',
          marketplace: 'Amazon',
          country: 'FR',
          currency: 'EUR',
          timeZone: 'Europe/Paris',
          taxReducedBp: 550,
        },
      ])
      .returning();
    const people = await tx
      .insert(users)
      .values([
        // The platform's super admin lives in the marketplace tenant, so the shell has modules to show.
        {
          tenantId: atlas!.id,
          email: 'root@demo.test',
          fullName: 'Root Admin',
          role: 'super_admin',
          totpSecret: DEMO_TOTP_SECRET,
          passwordHash,
          createdAt: daysAgo(240),
        },
        {
          tenantId: atlas!.id,
          email: 'admin@atlas.test',
          fullName: 'Amina Admin',
          role: 'admin',
          language: 'fr',
          passwordHash,
          createdAt: daysAgo(240),
        },
        {
          tenantId: atlas!.id,
          email: 'agent@atlas.test',
          fullName: 'Youssef Agent',
          role: 'agent',
          passwordHash,
          createdAt: daysAgo(210),
        },
        {
          tenantId: horizon!.id,
          email: 'admin@horizon.test',
          fullName: 'Hana Admin',
          role: 'admin',
          passwordHash,
          createdAt: daysAgo(200),
        },
        {
          tenantId: horizon!.id,
          email: 'agent@horizon.test',
          fullName: 'Omar Agent',
          role: 'agent',
          language: 'ar',
          passwordHash,
          createdAt: daysAgo(180),
        },
        // The rest of each team, who joined over the past months: a seller with 3,000 orders a
        // month has people confirming, packing and shipping; an agency several counsellors.
        ...demoStaff.map(({ tenant, stores: _s, joinedDaysAgo, ...u }) => ({
          ...u,
          tenantId: tenant === 'atlas' ? atlas!.id : horizon!.id,
          role: 'agent' as const,
          passwordHash,
          createdAt: daysAgo(joinedDaysAgo),
        })),
      ])
      .returning();
    const atlasAgent = people.find((u) => u.email === 'agent@atlas.test')!;
    await tx.insert(userStores).values([
      { tenantId: atlas!.id, userId: atlasAgent.id, storeId: demoStores[0]!.id },
      ...demoStaff.flatMap((d) =>
        d.stores.map((i) => ({
          tenantId: atlas!.id,
          userId: people.find((u) => u.email === d.email)!.id,
          storeId: demoStores[i]!.id,
        })),
      ),
    ]);
    await tx.insert(notifications).values(
      people.map((u) => ({
        tenantId: u.tenantId,
        userId: u.id,
        type: 'welcome',
        title: 'Welcome',
        body: 'This is a demo workspace: explore freely.',
      })),
    );
    return {
      tenants: { atlas: atlas!.id, horizon: horizon!.id },
      stores: demoStores.map(({ id, tenantId, name, currency }) => ({
        id,
        tenantId,
        name,
        currency,
      })),
      users: people.map(({ id, tenantId, email, role }) => ({ id, tenantId, email, role })),
    } satisfies DemoContext;
  });
  for (const seed of moduleSeeds) await seed(db, demo);
  log?.info('demo data seeded (password demo-Secret-42, see docs/api.md)');
  return true;
}
