import {
  computeOrderTax,
  type CreateOrderBody,
  type Order,
  type OrderTax,
  type PaymentMethod,
  type Service,
  type Store,
  type TaxClass,
  type TaxSettings,
} from '@sp/contracts/api';

export interface LineDraft {
  productId: string;
  sku: string;
  name: string;
  /** On hand in the order's store when the line was added (null: a line the order already had). */
  onHand: number | null;
  weightGrams: number;
  /** The product's tax class (a new line), or the rate frozen on the order's line (a line it had). */
  taxClass?: TaxClass;
  frozenRate?: string;
  quantity: string;
  unitPrice: string;
  discount: string;
}

export interface OrderDraft {
  storeId: string;
  name: string;
  phone: string;
  city: string;
  address: string;
  lines: LineDraft[];
  serviceIds: string[];
  shippingFee: string;
  discount: string;
  paymentMethod: PaymentMethod;
  note: string;
}

export const emptyDraft = (storeId: string): OrderDraft => ({
  storeId,
  name: '',
  phone: '',
  city: '',
  address: '',
  lines: [],
  serviceIds: [],
  shippingFee: '',
  discount: '',
  paymentMethod: 'cod',
  note: '',
});

/** An order being edited (pending or confirmed) as the form's draft. */
export const draftOf = (o: Order): OrderDraft => ({
  storeId: o.storeId,
  name: o.customer.name,
  phone: o.customer.phone,
  city: o.customer.city,
  address: o.customer.address,
  lines: o.lines.map((l, i) => ({
    productId: l.productId,
    sku: l.sku,
    name: l.name,
    onHand: null,
    weightGrams: 0,
    quantity: String(l.quantity),
    unitPrice: l.unitPrice,
    discount: Number(l.discount) ? l.discount : '',
    ...(o.tax?.lines.find((t) => t.position === i)
      ? { frozenRate: o.tax.lines.find((t) => t.position === i)!.rate }
      : {}),
  })),
  serviceIds: o.services.map((s) => s.serviceId),
  shippingFee: Number(o.shippingFee) ? o.shippingFee : '',
  discount: Number(o.discount) ? o.discount : '',
  paymentMethod: o.paymentMethod,
  note: o.note,
});

const MONEY = /^\d{1,9}([.,]\d{1,2})?$/;
const PHONE = /^\+?[0-9 ()\-.]{6,23}$/;
const money = (v: string) => v.trim().replace(',', '.');
/** Minor units of a typed amount ('12,5' -> 1250); NaN when it is not one. */
export const toMinor = (v: string) => {
  const s = money(v);
  if (!s) return 0;
  if (!MONEY.test(s)) return Number.NaN;
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
};

/** What the form checks before sending (the API checks it all again): field -> text key. */
export function problemsOf(d: OrderDraft): Record<string, string> {
  const out: Record<string, string> = {};
  if (!d.storeId) out.storeId = 'validation.storeRequired';
  if (!d.name.trim()) out.name = 'validation.required';
  if (!PHONE.test(d.phone.trim())) out.phone = 'validation.phone';
  if (!d.city.trim()) out.city = 'validation.required';
  if (d.lines.length === 0) out.lines = 'validation.linesRequired';
  for (const key of ['shippingFee', 'discount'] as const)
    if (d[key].trim() && !MONEY.test(money(d[key]))) out[key] = 'validation.money';
  d.lines.forEach((l, i) => {
    if (!/^\d+$/.test(l.quantity.trim()) || Number(l.quantity) < 1)
      out[`lines.${i}.quantity`] = 'validation.quantity';
    if (!MONEY.test(money(l.unitPrice))) out[`lines.${i}.unitPrice`] = 'validation.money';
    if (l.discount.trim() && !MONEY.test(money(l.discount)))
      out[`lines.${i}.discount`] = 'validation.money';
    else if (toMinor(l.discount) > Number(l.quantity) * toMinor(l.unitPrice))
      out[`lines.${i}.discount`] = 'validation.discountTooLarge';
  });
  return out;
}

/** A store's tax as the computation takes it: "20.00" -> 2000 basis points. */
export const taxSettingsOf = (store: Pick<Store, 'tax'> | undefined): TaxSettings | null =>
  store
    ? {
        standardBp: toMinor(store.tax.rates.standard),
        reducedBp: toMinor(store.tax.rates.reduced),
        pricesIncludeTax: store.tax.pricesIncludeTax,
      }
    : null;

/** A line the order already had is taxed in the class whose rate it was frozen at. */
function classOf(l: LineDraft, tax: TaxSettings): TaxClass {
  if (l.taxClass) return l.taxClass;
  const rateBp = l.frozenRate === undefined ? tax.standardBp : toMinor(l.frozenRate);
  return rateBp === 0
    ? 'exempt'
    : rateBp === tax.reducedBp && rateBp !== tax.standardBp
      ? 'reduced'
      : 'standard';
}

/**
 * The same arithmetic as the API (integer minor units, never a float; the tax from the
 * contracts' computeOrderTax, the very function the API freezes), for the totals shown while typing.
 */
export function totalsOf(
  d: OrderDraft,
  services: Service[],
  taxSettings: TaxSettings | null = null,
) {
  const lineTotals = d.lines.map((l) => {
    const v = (Number(l.quantity) || 0) * (toMinor(l.unitPrice) || 0) - (toMinor(l.discount) || 0);
    return Math.max(0, v);
  });
  const subtotal = lineTotals.reduce((a, b) => a + b, 0);
  const items = d.lines.reduce((a, l) => a + (Number(l.quantity) || 0), 0);
  const kg = Math.max(
    1,
    Math.ceil(d.lines.reduce((a, l) => a + l.weightGrams * (Number(l.quantity) || 0), 0) / 1000),
  );
  const chosen = services.filter((s) => d.serviceIds.includes(s.id));
  const servicesTotal = chosen.reduce((a, s) => {
    const price = toMinor(s.price) || 0;
    return a + (s.unit === 'per_item' ? price * items : s.unit === 'per_kg' ? price * kg : price);
  }, 0);
  const discount = toMinor(d.discount) || 0;
  const shipping = toMinor(d.shippingFee) || 0;
  const tax: OrderTax | null = taxSettings
    ? computeOrderTax(
        taxSettings,
        d.lines.map((l, i) => ({ amountMinor: lineTotals[i]!, taxClass: classOf(l, taxSettings) })),
        { discountMinor: discount, shippingFeeMinor: shipping, servicesMinor: servicesTotal },
      )
    : null;
  const total = subtotal - discount + shipping + servicesTotal + (tax?.addedMinor ?? 0);
  return {
    lineTotals,
    subtotal,
    items,
    discount,
    shipping,
    servicesTotal,
    tax,
    total,
    cod: d.paymentMethod === 'cod' ? total : 0,
  };
}

export const fromMinor = (minor: number) => (minor / 100).toFixed(2);

export const bodyOf = (d: OrderDraft): CreateOrderBody => ({
  storeId: d.storeId,
  customer: {
    name: d.name.trim(),
    phone: d.phone.trim(),
    city: d.city.trim(),
    address: d.address.trim(),
  },
  lines: d.lines.map((l) => ({
    productId: l.productId,
    quantity: Number(l.quantity),
    unitPrice: money(l.unitPrice),
    discount: money(l.discount) || '0',
  })),
  serviceIds: d.serviceIds,
  shippingFee: money(d.shippingFee) || '0',
  discount: money(d.discount) || '0',
  paymentMethod: d.paymentMethod,
  note: d.note.trim(),
});
