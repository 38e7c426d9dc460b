import type { Db, Tx } from '../../../kernel/db/client';
import { splitPdfPages } from '../files/pdf-pages';
import { parseInWorker } from '../files/parse-in-worker';
import { loadImportFile } from '../repository';
import { carrierLabels } from '../tables';
import type { ImportKindAdapter, StagedRow } from './types';
import { RowCheck } from './values';

/** An order a carrier's label may name. */
export interface LabelTarget {
  id: string;
  storeId: string;
  number: string;
  externalRef: string;
  trackingNumber: string;
}

/**
 * What the label import asks of the order desk, handed in by the orders module at its door:
 * orders sits above the import engine (it registers its own kind there), so the engine
 * never imports orders.
 */
export interface LabelOrders {
  /** Orders named by our number, the marketplace's number or the tracking number. */
  ordersByAnyNumber(
    db: Db | Tx,
    tenantId: string,
    storeIds: string[],
    keys: string[],
  ): Promise<LabelTarget[]>;
  /** Each order's tracking number set, with a note in its history. */
  attachTrackingNumbers(
    tx: Tx,
    tenantId: string,
    userId: string | null,
    items: { orderId: string; trackingNumber: string; note: string }[],
  ): Promise<unknown>;
}

let labelOrders: LabelOrders | null = null;
export function provideLabelOrders(orders: LabelOrders) {
  labelOrders = orders;
}
const orderDesk = () => {
  if (!labelOrders) throw new Error("The orders module is not loaded (it finds labels' orders)");
  return labelOrders;
};

interface LabelData {
  orderId: string;
  orderNumber: string;
  trackingNumber: string;
  carrier: string;
  labelUrl: string;
  page: number | null;
}

const actionFor = (order: LabelTarget, tracking: string) =>
  order.trackingNumber === tracking ? 'unchanged' : order.trackingNumber ? 'update' : 'new';

/** Codes printed on a label that may be an order or tracking number. */
const tokensOf = (text: string) => [...new Set(text.match(/[A-Za-z0-9][A-Za-z0-9-]{3,40}/g) ?? [])];

async function matchAll(db: Db | Tx, tenantId: string, storeIds: string[], keys: string[]) {
  const found: LabelTarget[] = [];
  for (let i = 0; i < keys.length; i += 5000)
    found.push(
      ...(await orderDesk().ordersByAnyNumber(db, tenantId, storeIds, keys.slice(i, i + 5000))),
    );
  const byKey = new Map<string, Map<string, LabelTarget>>();
  const add = (k: string, o: LabelTarget) =>
    k && byKey.set(k, (byKey.get(k) ?? new Map()).set(o.id, o));
  for (const o of found) [o.number, o.externalRef, o.trackingNumber].forEach((k) => add(k, o));
  return byKey;
}

/** A carrier's tracking numbers (CSV/XLSX) or its PDF of labels, attached to the matching orders. */
export const orderLabelsKind: ImportKindAdapter = {
  kind: 'order_labels',
  fileTypes: ['csv', 'xlsx', 'pdf'],
  needsStore: false,
  uniqueKey: true,

  async analyse(rows, ctx) {
    const byKey = await matchAll(
      ctx.db,
      ctx.imp.tenantId,
      ctx.imp.scopeStoreIds,
      rows.map((r) => r.values.orderNumber ?? ''),
    );
    return rows.map((row): StagedRow => {
      const c = new RowCheck(row.values);
      const number = c.text('orderNumber', { required: true, max: 64 });
      const tracking = c.text('trackingNumber', { required: true, max: 64 });
      const carrier = c.text('carrier', { max: 80 }) ?? '';
      const labelUrl = c.text('labelUrl', { max: 500 }) ?? '';
      if (labelUrl && !/^https?:\/\/\S+$/.test(labelUrl))
        c.fail('labelUrl', 'invalid_choice', 'Label URL must start with http:// or https://', {
          allowed: 'https://…',
        });
      const matches = number ? [...(byKey.get(number)?.values() ?? [])] : [];
      if (number && matches.length === 0)
        c.fail('orderNumber', 'order_not_found', `No order with number ${number}`, {
          value: number,
        });
      if (matches.length > 1)
        c.fail('orderNumber', 'order_ambiguous', `Several orders have number ${number}`, {
          value: number ?? '',
        });
      const base = { rowNumber: row.rowNumber, raw: row.raw };
      if (c.issues.length)
        return {
          ...base,
          data: null,
          naturalKey: number || null,
          action: 'error',
          errors: c.issues,
        };
      const order = matches[0]!;
      const data: LabelData = {
        orderId: order.id,
        orderNumber: order.number,
        trackingNumber: tracking!,
        carrier,
        labelUrl,
        page: null,
      };
      return {
        ...base,
        naturalKey: order.id,
        data: data as unknown as Record<string, unknown>,
        action: actionFor(order, tracking!),
        errors: null,
      };
    });
  },

  /** Every page's text read, matched by an order or tracking number printed on it. */
  async analysePdf(file, ctx, progress, signal) {
    // Read in a worker thread with memory and time limits (a PDF bomb costs it, not the API).
    const parsed = await parseInWorker({ type: 'pdf', file }, { signal, onProgress: progress });
    const texts: string[] = [];
    for await (const [text] of parsed.rows) texts.push(text ?? '');
    const byKey = await matchAll(ctx.db, ctx.imp.tenantId, ctx.imp.scopeStoreIds, [
      ...new Set(texts.flatMap(tokensOf)),
    ]);
    return texts.map((text, i): StagedRow => {
      const page = i + 1;
      const hits = new Map<string, { order: LabelTarget; tracking: string | null }>();
      for (const token of tokensOf(text)) {
        for (const order of byKey.get(token)?.values() ?? []) {
          const tracking =
            token === order.trackingNumber ? token : (hits.get(order.id)?.tracking ?? null);
          hits.set(order.id, { order, tracking });
        }
      }
      const excerpt = text.replace(/\s+/g, ' ').trim().slice(0, 300);
      const found = [...hits.values()];
      const one = found.length === 1 ? found[0]! : null;
      const raw = [
        String(page),
        one?.order.number ?? '',
        one ? (one.tracking ?? one.order.trackingNumber) : '',
        excerpt,
      ];
      if (!one) {
        const error = found.length
          ? {
              column: null,
              code: 'order_ambiguous',
              message: `Page ${page} names several orders: ${found.map((f) => f.order.number).join(', ')}`,
            }
          : {
              column: null,
              code: 'page_unmatched',
              message: `No order or tracking number found on page ${page}`,
            };
        return {
          rowNumber: page,
          raw,
          data: null,
          naturalKey: null,
          action: 'error',
          errors: [error],
        };
      }
      const tracking = one.tracking ?? one.order.trackingNumber;
      const data: LabelData = {
        orderId: one.order.id,
        orderNumber: one.order.number,
        trackingNumber: tracking,
        carrier: '',
        labelUrl: '',
        page,
      };
      // A label page always updates the order's label (a reprint replaces the previous one):
      // "new" only for an order without a tracking number yet, else "updated", never a
      // known tracking number called new.
      const action = one.order.trackingNumber ? 'update' : 'new';
      return {
        rowNumber: page,
        raw,
        naturalKey: one.order.id,
        data: data as unknown as Record<string, unknown>,
        action,
        errors: null,
      };
    });
  },

  async commit(rows, ctx) {
    const items = rows.map((r) => r.data as unknown as LabelData);
    const pages = items.filter((i) => i.page !== null).map((i) => i.page!);
    let split = new Map<number, Uint8Array>();
    if (pages.length) {
      split = await splitPdfPages((await loadImportFile(ctx.tx, ctx.imp.id))!, pages);
    }
    const withTracking = items.filter((i) => i.trackingNumber);
    await orderDesk().attachTrackingNumbers(
      ctx.tx,
      ctx.imp.tenantId,
      ctx.userId,
      withTracking.map((i) => ({
        orderId: i.orderId,
        trackingNumber: i.trackingNumber,
        note: i.page
          ? `Carrier label (page ${i.page} of ${ctx.imp.fileName})`
          : `Tracking number from ${ctx.imp.fileName}`,
      })),
    );
    await ctx.tx.insert(carrierLabels).values(
      items.map((i) => ({
        tenantId: ctx.imp.tenantId,
        orderId: i.orderId,
        trackingNumber: i.trackingNumber,
        carrier: i.carrier,
        labelUrl: i.labelUrl,
        page: i.page,
        pdf: i.page ? Buffer.from(split.get(i.page)!) : null,
        importId: ctx.imp.id,
      })),
    );
  },
};
