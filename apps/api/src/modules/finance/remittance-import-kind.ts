import { RowCheck, type ImportKindAdapter, type StagedRow } from '../imports';
import { remittableOrders, storeRemittanceLines, type RemittanceLine } from './remittance-import';

const fromMinorText = (m: number) =>
  `${Math.trunc(m / 100)}.${String(Math.abs(m) % 100).padStart(2, '0')}`;

/**
 * A courier's remittance statement (issue 14): each row names a delivered COD order it
 * carried, by number or tracking number, and the net amount remitted for it. Rows become
 * one COD remittance per agent, store, reference and day, allocated to their orders.
 * Natural key: the order (once per file). Nothing is stored when a row is in error unless
 * the user chooses to skip it.
 */
export const codRemittancesKind: ImportKindAdapter = {
  kind: 'cod_remittances',
  fileTypes: ['csv', 'xlsx'],
  needsStore: false,
  uniqueKey: true,

  async analyse(rows, ctx) {
    const keys = rows.map((r) => (r.values.order ?? '').trim()).filter(Boolean);
    const orders = await remittableOrders(ctx.db, ctx.imp.tenantId, keys);
    const today = new Date().toISOString().slice(0, 10);
    return rows.map((row): StagedRow => {
      const c = new RowCheck(row.values);
      const key = c.text('order', { required: true, max: 80 }) ?? '';
      const amountMinor = c.money('amount', { required: true });
      const reference = c.text('reference', { max: 80 }) ?? '';
      const paid = c.date('paidOn');
      const order = key ? (orders.get(key.toUpperCase()) ?? orders.get(key)) : undefined;
      if (key && !order)
        c.fail('order', 'unknown_order', `No order with this number or tracking number: ${key}`, {
          value: key,
        });
      else if (
        order &&
        ((order.status !== 'delivered' && !order.partlyDelivered) ||
          order.paymentMethod !== 'cod' ||
          !order.agentId)
      ) {
        c.fail(
          'order',
          'not_remittable',
          `Order ${order.number} is not a delivered cash-on-delivery order with a courier`,
          { value: order.number },
        );
      } else if (order && amountMinor !== null && amountMinor > order.openMinor) {
        c.fail(
          'amount',
          'over_allocation',
          `Only ${fromMinorText(Math.max(order.openMinor, 0))} ${order.currency} is open on order ${order.number}`,
          { value: order.number, open: fromMinorText(Math.max(order.openMinor, 0)) },
        );
      }
      if (amountMinor === 0)
        c.fail('amount', 'invalid_money', 'The amount must be more than zero', { value: '0' });
      const base = {
        rowNumber: row.rowNumber,
        raw: row.raw,
        naturalKey: order?.id ?? (key || null),
      };
      if (c.issues.length || !order || amountMinor === null)
        return { ...base, data: null, action: 'error', errors: c.issues };
      const data: RemittanceLine = {
        orderId: order.id,
        agentId: order.agentId!,
        storeId: order.storeId,
        currency: order.currency,
        amountMinor,
        reference,
        paidOn: (paid ?? new Date(`${today}T00:00:00Z`)).toISOString().slice(0, 10),
      };
      return {
        ...base,
        data: data as unknown as Record<string, unknown>,
        action: 'new',
        errors: null,
      };
    });
  },

  async commit(rows, ctx) {
    await storeRemittanceLines(
      ctx.tx,
      ctx.imp.tenantId,
      ctx.userId,
      rows.map((r) => ({ ...(r.data as unknown as RemittanceLine), rowNumber: r.rowNumber })),
    );
  },
};
