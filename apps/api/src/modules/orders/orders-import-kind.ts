import { orderPhonePattern, type CreateOrderInput } from '@sp/contracts/api';
import { fromMinor } from '../../kernel/money';
import { defaultProductCurrency, productsByCode, type ProductRow } from '../catalogue';
import {
  errorKeys,
  markKeysInError,
  RowCheck,
  type ImportKindAdapter,
  type StagedRow,
} from '../imports';
import { createOrdersInBulk, numberBlock, type BulkOptions } from './create';
import { existingExternalRefs } from './import-orders';
import { newPricingCache } from './pricing';
import { customers, orderEvents, orderLines, orders } from './tables';

const PAYMENT: Record<string, 'cod' | 'prepaid'> = {
  cod: 'cod',
  'cash on delivery': 'cod',
  'contre remboursement': 'cod',
  'contre-remboursement': 'cod',
  'الدفع عند الاستلام': 'cod',
  cash: 'cod',
  prepaid: 'prepaid',
  paid: 'prepaid',
  payé: 'prepaid',
  prépayé: 'prepaid',
  card: 'prepaid',
  carte: 'prepaid',
  online: 'prepaid',
  مدفوع: 'prepaid',
  'مدفوع مسبقًا': 'prepaid',
};

/** Kept for one file's analysis: the store's currency, and each code looked up (null: no such product). */
interface OrdersState {
  storeCurrency: string;
  products: Map<string, ProductRow | null>;
  /** Per order number: its first line's order-level fields (as ORDER_FIELDS lists them), which every other line must repeat. */
  orders: Map<string, { rowNumber: number; fields: string[] }>;
}

/**
 * The fields that belong to the order, not the line: two lines of one order that disagree
 * are errors. Each file column (the mapping's key) with the staged line's field it becomes.
 */
const ORDER_COLUMNS = {
  orderDate: 'orderedAt',
  customerName: 'name',
  phone: 'phone',
  city: 'city',
  address: 'address',
  paymentMethod: 'paymentMethod',
  shippingFee: 'shippingFee',
} as const;
const ORDER_FIELDS = Object.keys(ORDER_COLUMNS) as (keyof typeof ORDER_COLUMNS)[];
// A phone compares by its last 9 digits: +212 612 000 111 and 0612000111 are one number.
const sameField = (key: string, v: string) =>
  key === 'phone' ? v.replace(/\D/g, '').slice(-9) : v.trim().toLowerCase();

/** A currency an amount names ("95.00 EUR", "€95", "95 DH"), or null when it names none. */
const SYMBOLS: Record<string, string> = {
  '€': 'EUR',
  $: 'USD',
  '£': 'GBP',
  dh: 'MAD',
  dhs: 'MAD',
  mad: 'MAD',
};
export function currencyNamed(text: string): string | null {
  if (!/[^\d\s.,'-]/.test(text)) return null; // a bare number (most cells): nothing to name
  const symbol = /[€$£]/.exec(text)?.[0];
  if (symbol) return SYMBOLS[symbol]!;
  const word = /[a-z]{2,3}\.?$|^[a-z]{2,3}/i
    .exec(text.replace(/[\d\s.,'-]+/g, ' ').trim())?.[0]
    ?.replace('.', '')
    .toLowerCase();
  return word ? (SYMBOLS[word] ?? word.toUpperCase()) : null;
}

interface OrderLineData {
  orderNumber: string;
  orderedAt: string | null;
  name: string;
  phone: string;
  city: string;
  address: string;
  productId: string;
  quantity: number;
  unitPrice: string | null;
  paymentMethod: 'cod' | 'prepaid';
  shippingFee: string | null;
  note: string;
}

/**
 * A line is staged between the analysis and the commit as a tuple, not an object: PostgreSQL
 * stores a jsonb object's keys with every row (staging 100,000 lines as objects took 1.8 s of
 * its time, as tuples 1.2 s; issue 35, bench/profile-import.mjs). The order's own fields
 * travel once, on its first line: every other line repeats them (the analysis checks it),
 * and the commit reads them from the first. The order number is the row's natural key.
 */
const LINE_FIELDS = ['productId', 'quantity', 'unitPrice', 'note'] as const;
const ORDER_OF_LINE = Object.values(ORDER_COLUMNS);
type StagedLine = Pick<OrderLineData, (typeof LINE_FIELDS)[number]> &
  Partial<Pick<OrderLineData, (typeof ORDER_OF_LINE)[number]>> & { orderNumber: string };

const toStaged = (line: OrderLineData, firstOfOrder: boolean) => [
  ...LINE_FIELDS.map((k) => line[k]),
  ...(firstOfOrder ? ORDER_OF_LINE.map((k) => line[k]) : []),
];

/** Lines staged on 2026-11-28: every field on every line, the order number first. */
const FIELDS_OF_11_28 = [
  'orderNumber',
  'orderedAt',
  'name',
  'phone',
  'city',
  'address',
  'productId',
  'quantity',
  'unitPrice',
  'paymentMethod',
  'shippingFee',
  'note',
] as const;

/** A line staged before 2026-11-28: an object, its customer nested (a file waits up to 7 days). */
type LineStagedAsObject = Omit<OrderLineData, 'name' | 'phone' | 'city' | 'address'> & {
  customer: Pick<OrderLineData, 'name' | 'phone' | 'city' | 'address'>;
};

function fromStaged(staged: unknown, orderNumber: string): StagedLine {
  if (!Array.isArray(staged)) {
    const { customer, ...line } = staged as LineStagedAsObject;
    return { ...line, ...customer };
  }
  const named = (fields: readonly string[], from = 0) =>
    Object.fromEntries(fields.map((k, i) => [k, staged[from + i]]));
  if (staged.length === FIELDS_OF_11_28.length) return named(FIELDS_OF_11_28) as StagedLine;
  return {
    orderNumber,
    ...named(LINE_FIELDS),
    ...(staged.length > LINE_FIELDS.length ? named(ORDER_OF_LINE, LINE_FIELDS.length) : {}),
  } as StagedLine;
}

type CommitState = Required<Pick<BulkOptions, 'cache' | 'numbers'>>;

/** Orders: one row per line, grouped by order number; natural key store + the marketplace's number. */
export const ordersKind: ImportKindAdapter = {
  kind: 'orders',
  fileTypes: ['csv', 'xlsx'],
  needsStore: true,
  uniqueKey: false,
  prepare: async (db, imp): Promise<OrdersState> => ({
    storeCurrency: await defaultProductCurrency(db, imp.tenantId, imp.storeId),
    products: new Map(),
    orders: new Map(),
  }),

  async analyse(rows, ctx) {
    const { storeCurrency, products, orders } = ctx.state as OrdersState;
    // Which order numbers the store has is asked first and awaited after the checks: the
    // round trip runs while the rows are checked (100 batches of a 100,000-line file).
    const lookup = existingExternalRefs(
      ctx.db,
      ctx.imp.tenantId,
      ctx.imp.storeId!,
      rows.map((r) => r.values.orderNumber ?? ''),
    );
    lookup.catch(() => {}); // awaited below; a failure before then fails the batch anyway
    // A file names the same few hundred products on every batch: each is looked up once.
    const unseen = [...new Set(rows.map((r) => (r.values.sku ?? '').trim().toLowerCase()))].filter(
      (code) => code && !products.has(code),
    );
    if (unseen.length) {
      const found = await productsByCode(ctx.db, ctx.imp.tenantId, unseen);
      for (const code of unseen) products.set(code, found.get(code) ?? null);
    }
    const staged = rows.map((row): StagedRow => {
      const c = new RowCheck(row.values);
      const orderNumber = c.text('orderNumber', { required: true, max: 64 });
      const orderedAt = c.date('orderDate');
      const name = c.text('customerName', { required: true, max: 120, display: true });
      const phone = c.text('phone', { required: true });
      // A cell's text is trimmed (analyse-job): the pattern is orderPhoneSchema's whole rule.
      if (phone && !orderPhonePattern.test(phone))
        c.fail('phone', 'invalid_phone', `Not a phone number: ${phone}`, { value: phone });
      const city = c.text('city', { required: true, max: 80 });
      const address = c.text('address', { required: true, max: 300 });
      const code = c.text('sku', { required: true });
      const product = code ? products.get(code.toLowerCase()) : null;
      if (code && !product)
        c.fail('sku', 'unknown_sku', `No product with SKU or barcode ${code}`, { value: code });
      const quantity = c.integer('quantity', { required: true, min: 1, max: 10_000 });
      const unit = c.money('unitPrice');
      if (product && unit === null && !c.values.unitPrice && product.currency !== storeCurrency) {
        c.fail(
          'unitPrice',
          'currency_mismatch',
          `${product.sku} is priced in ${product.currency}: give a unit price`,
        );
      }
      const payment = (c.values.paymentMethod ?? '').toLowerCase();
      const paymentMethod = payment ? PAYMENT[payment] : 'cod';
      if (!paymentMethod)
        c.fail('paymentMethod', 'invalid_choice', 'Payment method must be cod or prepaid', {
          allowed: 'cod, prepaid',
        });
      const shipping = c.money('shippingFee');
      // A price that names a currency names the store's: "95.00 EUR" in a MAD store is not 95 MAD.
      for (const key of ['unitPrice', 'shippingFee']) {
        const named = currencyNamed(c.values[key] ?? '');
        if (named && named !== storeCurrency) {
          c.fail(
            key,
            'price_currency',
            `${c.values[key]} is in ${named}; this store counts in ${storeCurrency}`,
            { value: c.values[key] ?? '', currency: named, storeCurrency },
          );
        }
      }
      // Every line of an order repeats its order-level fields; the first line seen sets them.
      let firstOfOrder = false;
      if (orderNumber) {
        const fields = ORDER_FIELDS.map((k) => sameField(k, c.values[k] ?? ''));
        const first = orders.get(orderNumber);
        firstOfOrder = !first;
        if (!first) orders.set(orderNumber, { rowNumber: row.rowNumber, fields });
        else {
          for (const k of ORDER_FIELDS.filter((_, i) => first.fields[i] !== fields[i])) {
            c.fail(
              k,
              'order_fields_differ',
              `Order ${orderNumber}: ${k} differs from row ${first.rowNumber}`,
              { orderNumber, row: String(first.rowNumber) },
            );
          }
        }
      }
      const note = c.text('note', { max: 1000 }) ?? '';
      const base = { rowNumber: row.rowNumber, raw: row.raw, naturalKey: orderNumber || null };
      if (c.issues.length) return { ...base, data: null, action: 'error', errors: c.issues };
      const data: OrderLineData = {
        orderNumber: orderNumber!,
        // Only the first line's order fields are staged: the others need no ISO date.
        orderedAt: orderedAt && firstOfOrder ? orderedAt.toISOString() : null,
        name: name!,
        phone: phone!,
        city: city!,
        address: address!,
        productId: product!.id,
        quantity: quantity!,
        unitPrice: unit === null ? null : fromMinor(unit),
        paymentMethod: paymentMethod!,
        shippingFee: shipping === null ? null : fromMinor(shipping),
        note,
      };
      return { ...base, data: toStaged(data, firstOfOrder), action: 'new', errors: null };
    });
    // An order number the store already has is never created twice.
    const existing = await lookup;
    for (const row of staged)
      if (row.action === 'new' && existing.has(row.naturalKey!)) row.action = 'unchanged';
    return staged;
  },

  /** An order with one bad line is in error whole: half an order is worse than none. */
  async finish(db, imp) {
    // The keys first (see markDuplicateKeys: one self-joining statement ran for minutes).
    const keys = await errorKeys(db, imp.id);
    await markKeysInError(db, imp.id, keys, {
      code: 'order_has_error_line',
      message: 'Another line of this order is in error',
    });
  },

  grows: [orders, orderLines, orderEvents, customers],

  // The store and products are read once per commit, not once per page, and the numbers
  // of all its new orders taken at its first page.
  prepareCommit: (_tx, imp): CommitState => ({
    cache: newPricingCache(),
    numbers: numberBlock(imp.counts.records?.new ?? 0),
  }),

  async commit(rows, ctx) {
    const groups = new Map<string, StagedLine[]>();
    for (const r of rows) {
      const d = fromStaged(r.data, r.naturalKey!);
      const lines = groups.get(d.orderNumber);
      if (lines) lines.push(d);
      else groups.set(d.orderNumber, [d]);
    }
    const inputs = [...groups.values()].map((lines): CreateOrderInput & { orderedAt?: Date } => {
      // The page holds an order whole, its lines in file order: the first carries the order.
      if (lines[0]!.name === undefined)
        throw new Error(`Order ${lines[0]!.orderNumber}: its first line was not staged`);
      const first = lines[0] as OrderLineData;
      return {
        storeId: ctx.imp.storeId!,
        customer: {
          name: first.name,
          phone: first.phone,
          city: first.city,
          address: first.address,
        },
        lines: lines.map((l) => ({
          productId: l.productId,
          quantity: l.quantity,
          discount: '0',
          ...(l.unitPrice ? { unitPrice: l.unitPrice } : {}),
        })),
        shippingFee: first.shippingFee ?? '0',
        discount: '0',
        serviceIds: [],
        paymentMethod: first.paymentMethod,
        note: lines
          .map((l) => l.note)
          .filter(Boolean)
          .join(' · '),
        agentId: null,
        trackingNumber: '',
        externalRef: first.orderNumber,
        ...(first.orderedAt ? { orderedAt: new Date(first.orderedAt) } : {}),
      };
    });
    await createOrdersInBulk(
      ctx.tx,
      {
        tenantId: ctx.imp.tenantId,
        userId: ctx.userId,
        storeIds: [ctx.imp.storeId!],
        tenantSlug: ctx.tenantSlug,
      },
      inputs,
      { ...(ctx.state as CommitState), defer: ctx.defer },
    );
  },
};
