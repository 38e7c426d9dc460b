export { useLineItems } from './use-line-items';
export type { LineItem, LineItems } from './use-line-items';
export { LineTable } from './line-table';
export type { LineColumn, LineInputColumn, LineTableProps, LineValueColumn } from './line-table';
export { ProductSearch } from './product-search';
export type { PickableProduct, ProductSearchProps } from './product-search';
export { MoneyRows, formatMinor } from './money-rows';
export type { MoneyRow } from './money-rows';
