import { eq } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import type { DemoContext } from '../../kernel/db/demo-context';
import { gtinCheckDigitOk } from '@sp/contracts/api';
import { products, services } from '../catalogue';
import { stores } from '../stores';
import { stockLevels, stockMovements } from './tables';
import { demoCategories, variants } from './seed-catalogue-data';
import { prng } from '../../kernel/db/seed-random';

function ean13(prefix: string, n: number) {
  const body = `${prefix}${String(n).padStart(12 - prefix.length, '0')}`;
  for (let d = 0; d <= 9; d++) if (gtinCheckDigitOk(`${body}${d}`)) return `${body}${d}`;
  return body;
}

const DAY = 86_400_000;
const chunks = <T>(rows: T[], size = 1000) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) =>
    rows.slice(i * size, (i + 1) * size),
  );

/**
 * Atlas's catalogue: about 60 products per store (priced in that store's currency), its
 * services, and a ledger that explains every stock figure: an opening receipt ("opening
 * stock"), then corrections, damages and losses. A few products end low, a few at zero.
 */
export async function seedCatalogueAndStock(db: Db, demo: DemoContext) {
  const random = prng(42);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const atlasStores = demo.stores.filter((s) => s.tenantId === demo.tenants.atlas);
  const admin = demo.users.find((u) => u.email === 'admin@atlas.test');
  const now = Date.now();
  await db
    .update(stores)
    .set({
      addressLine1: '12 rue Ibn Batouta, Maârif',
      city: 'Casablanca',
      postalCode: '20330',
      phone: '+212 522 000 111',
    })
    .where(eq(stores.id, atlasStores.find((s) => s.name === 'Atlas Casablanca')?.id ?? ''));
  await db
    .update(stores)
    .set({
      addressLine1: '8 rue de la Roquette',
      city: 'Paris',
      postalCode: '75011',
      phone: '+33 1 40 00 00 11',
    })
    .where(eq(stores.id, atlasStores.find((s) => s.name === 'Atlas Paris')?.id ?? ''));

  type Insert = typeof products.$inferInsert;
  const productRows: (Insert & { storeId: string })[] = [];
  atlasStores.forEach((store, si) => {
    const rate = store.currency === 'MAD' ? 1 : 0.1; // prices that look local
    let i = 0;
    for (const [category, names] of Object.entries(demoCategories)) {
      for (const name of names) {
        i += 1;
        const cost = Math.round((20 + random() * 400) * rate * 100);
        productRows.push({
          tenantId: demo.tenants.atlas,
          storeId: store.id,
          sku: `${store.currency === 'MAD' ? 'CA' : 'PA'}-${category
            .slice(0, 3)
            .normalize('NFD')
            .replace(/[^A-Za-z]/g, '')
            .toUpperCase()}-${String(i).padStart(3, '0')}`,
          name: `${name}${si === 1 && i % 4 === 0 ? pick(variants) : ''}`,
          barcode:
            i % 7 === 0 ? '' : ean13(store.currency === 'MAD' ? '611' : '376', si * 1000 + i),
          category,
          costPriceMinor: cost,
          salePriceMinor: Math.round((cost * (1.6 + random())) / 100) * 100,
          currency: store.currency,
          weightGrams: Math.round(50 + random() * 2000),
          status: i % 29 === 0 ? 'archived' : 'active',
          lowStockLevel: 5 + Math.floor(random() * 4) * 5,
        });
      }
    }
  });
  const inserted: (typeof products.$inferSelect)[] = [];
  for (const part of chunks(productRows))
    inserted.push(
      ...(await db
        .insert(products)
        .values(part.map(({ storeId: _s, ...p }) => p))
        .returning()),
    );
  const storeOf = new Map(productRows.map((p) => [p.sku, p.storeId]));

  const levels: (typeof stockLevels.$inferInsert)[] = [];
  const moves: (typeof stockMovements.$inferInsert)[] = [];
  inserted.forEach((p, i) => {
    const storeId = storeOf.get(p.sku)!;
    const opened = new Date(now - (60 + Math.floor(random() * 30)) * DAY);
    let onHand = 20 + Math.floor(random() * 180);
    const base = {
      tenantId: p.tenantId,
      productId: p.id,
      storeId,
      unitCostMinor: p.costPriceMinor,
      averageCostAfterMinor: p.costPriceMinor,
    };
    moves.push({
      ...base,
      kind: 'receipt',
      quantity: onHand,
      onHandAfter: onHand,
      referenceType: 'opening',
      referenceId: 'opening',
      referenceLabel: 'Opening stock',
      createdAt: opened,
      userId: admin?.id ?? null,
    });
    // Every 9th product sold out and lost; every 7th down to its level; others a small count correction.
    const target = i % 9 === 4 ? 0 : i % 7 === 3 ? Math.max(1, p.lowStockLevel - 2) : null;
    const steps: [number, string][] =
      target === null
        ? i % 3 === 0
          ? [[pick([-2, -1, 1, 2]), pick(['count_correction', 'damaged', 'found'])]]
          : []
        : [[-(onHand - target), pick(['lost', 'count_correction', 'damaged'])]];
    for (const [quantity, reason] of steps) {
      onHand += quantity;
      moves.push({
        ...base,
        kind: 'adjustment',
        quantity,
        onHandAfter: onHand,
        reason,
        note: reason === 'damaged' ? 'Carton abîmé à la réception' : null,
        referenceType: 'adjustment',
        referenceId: admin?.id ?? 'seed',
        referenceLabel: 'Amina Admin',
        createdAt: new Date(now - (1 + Math.floor(random() * 40)) * DAY),
        userId: admin?.id ?? null,
      });
    }
    const low = p.lowStockLevel > 0 && onHand <= p.lowStockLevel;
    levels.push({
      tenantId: p.tenantId,
      productId: p.id,
      storeId,
      onHand,
      averageCostMinor: p.costPriceMinor,
      lowStockLevel: p.lowStockLevel,
      lowAlerted: low,
    });
  });
  for (const part of chunks(levels)) await db.insert(stockLevels).values(part);
  for (const part of chunks(moves)) await db.insert(stockMovements).values(part);

  const casa = atlasStores.find((s) => s.currency === 'MAD');
  const paris = atlasStores.find((s) => s.currency === 'EUR');
  const svc = (
    storeId: string | undefined,
    currency: string,
    name: string,
    kind: string,
    unit: string,
    price: number,
    direction = 'cost',
  ) =>
    ({
      tenantId: demo.tenants.atlas,
      storeId: storeId ?? null,
      currency,
      name,
      kind,
      unit,
      priceMinor: price,
      direction,
    }) as typeof services.$inferInsert;
  await db
    .insert(services)
    .values([
      svc(casa?.id, 'MAD', 'Emballage standard', 'packing', 'per_order', 500),
      svc(casa?.id, 'MAD', 'Livraison Amana', 'shipping', 'per_order', 3500),
      svc(casa?.id, 'MAD', 'Frais contre-remboursement', 'cod_fee', 'per_order', 1000),
      svc(casa?.id, 'MAD', 'Stockage entrepôt Aïn Sebaâ', 'storage', 'per_month', 150000),
      svc(casa?.id, 'MAD', 'Traitement des retours', 'return_handling', 'per_order', 1500),
      svc(casa?.id, 'MAD', 'Livraison express (facturée)', 'shipping', 'per_order', 4500, 'charge'),
      svc(paris?.id, 'EUR', 'Colissimo domicile', 'shipping', 'per_order', 690),
      svc(paris?.id, 'EUR', 'Surcharge poids', 'shipping', 'per_kg', 80),
      svc(paris?.id, 'EUR', 'Préparation de commande', 'packing', 'per_item', 120),
      svc(paris?.id, 'EUR', 'Stockage Amazon FBA', 'storage', 'per_month', 2500),
      svc(paris?.id, 'EUR', 'Papier cadeau (facturé)', 'other', 'per_item', 300, 'charge'),
      svc(undefined, 'MAD', 'Shooting photo produit', 'other', 'per_item', 5000),
    ]);
}
