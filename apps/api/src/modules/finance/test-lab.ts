import { demoIds, type TestApp } from '../../test/harness';
import { recordMovements } from '../inventory';

type Ok = (method: 'POST', url: string, payload: object) => Promise<{ id: string }>;

export interface LabNames {
  store: string;
  courier: { name: string; phone: string; city: string; returnFee: string; remitAccount: string };
  product: { sku: string; name: string; salePrice: string };
  onHand: number;
  unitCostMinor: number;
}

/**
 * A money test's own corner of Atlas: a MAD store without tax, a courier (delivery fee 20.00) and a
 * product received into the store at a known cost, so its figures start from nothing.
 */
export async function openLab(t: TestApp, ok: Ok, lab: LabNames) {
  const storeId = (
    await ok('POST', '/api/stores', {
      name: lab.store,
      marketplace: 'Jumia',
      country: 'MA',
      currency: 'MAD',
      // No tax (0 %), so a money test's figures are its prices: the journal's tax has its own test (tax-journal.test.ts).
      tax: { rates: { standard: '0', reduced: '0' } },
    })
  ).id;
  const { courier, product } = lab;
  const agentId = (
    await ok('POST', '/api/fulfillment-agents', {
      name: courier.name,
      kind: 'courier',
      phone: courier.phone,
      cities: [courier.city],
      deliveryFee: '20',
      returnFee: courier.returnFee,
      remitEveryDays: 7,
      remitAccount: courier.remitAccount,
    })
  ).id;
  const productId = (
    await ok('POST', '/api/products', {
      sku: product.sku,
      name: product.name,
      category: 'Kitchen',
      costPrice: '9',
      salePrice: product.salePrice,
      currency: 'MAD',
    })
  ).id;
  const ids = await demoIds(t.db);
  const actor = { tenantId: ids.tenant('atlas').id, userId: ids.user('admin@atlas.test').id };
  await t.db.transaction((tx) =>
    recordMovements(tx, actor, [
      {
        productId,
        storeId,
        kind: 'receipt',
        quantity: lab.onHand,
        unitCostMinor: lab.unitCostMinor,
      },
    ]),
  );
  return { storeId, agentId, productId };
}
