import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import type { Deps } from '../../kernel/types';
import { notify } from '../notifications';
import { users } from '../users';

export interface LowStockCrossing {
  productId: string;
  storeId: string;
  sku: string;
  productName: string;
  storeName: string;
  onHand: number;
  lowStockLevel: number;
}

/**
 * recordMovements receives a transaction, not the app's services: the inventory plugin
 * binds them here when it registers, so movements recorded by any module can notify.
 */
let bound: Deps | null = null;
export const bindLowStockNotifier = (deps: Deps) => {
  bound = deps;
};

type Lang = 'en' | 'fr' | 'ar';
const texts: Record<Lang, (c: LowStockCrossing) => { title: string; body: string }> = {
  en: (c) => ({
    title: `Low stock: ${c.sku}`,
    body: `${c.productName} at ${c.storeName}: ${c.onHand} left (level ${c.lowStockLevel}).`,
  }),
  fr: (c) => ({
    title: `Stock bas : ${c.sku}`,
    body: `${c.productName} à ${c.storeName} : ${c.onHand} restant(s) (seuil ${c.lowStockLevel}).`,
  }),
  ar: (c) => ({
    title: `مخزون منخفض: ${c.sku}`,
    body: `${c.productName} في ${c.storeName}: تبقى ${c.onHand} (الحد ${c.lowStockLevel}).`,
  }),
};

/**
 * One in-app notification per crossing to each active admin of the tenant, in their
 * language, written in the movement's transaction (a refused batch notifies nobody); the
 * stream and push go out after that transaction commits (notify uses the kernel's afterCommit).
 */
export async function alertLowStock(tx: Tx, tenantId: string, crossings: LowStockCrossing[]) {
  if (!bound || crossings.length === 0) return;
  const admins = await tx
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.status, 'active'),
        inArray(users.role, ['admin', 'super_admin']),
      ),
    );
  const deps: Deps = { ...bound, db: tx as unknown as Db };
  for (const c of crossings) {
    for (const admin of admins) {
      await notify(
        deps,
        { tenantId, userId: admin.id },
        {
          type: 'low_stock',
          ...texts[admin.language](c),
          data: {
            productId: c.productId,
            storeId: c.storeId,
            sku: c.sku,
            onHand: c.onHand,
            link: `/products/${c.productId}`,
          },
        },
      );
    }
  }
}
