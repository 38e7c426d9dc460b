/** An order's tax as frozen on it (orders.tax, jsonb), minor units and basis points. */
export interface OrderTax {
  pricesIncludeTax: boolean;
  /** Per order line, by its position. */
  lines: { position: number; rateBp: number; taxMinor: number }[];
  shippingTaxMinor: number;
  servicesTaxMinor: number;
  /** Per rate: the amount without tax and the tax on it (what an invoice lists). */
  byRate: { rateBp: number; baseMinor: number; taxMinor: number }[];
  totalTaxMinor: number;
  /** Added to the entered prices: the tax when prices are without it, else 0. */
  addedMinor: number;
}
