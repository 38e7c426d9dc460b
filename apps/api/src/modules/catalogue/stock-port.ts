import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';

/** A product's stock over some stores, as the product list and page show it. */
export interface ProductStockFigures {
  onHand: number;
  reserved: number;
  stocked: boolean;
  lowStores: number;
}

/**
 * What the catalogue shows and sets of stock, handed in by the inventory module at its door
 * (inventory/product-stock.ts). Stock is of products, so inventory sits above the catalogue
 * and the catalogue never imports it.
 */
export interface StockPort {
  /** SQL over the stock rows of the product whose id is `productId`, in the stores: the list's columns, sort and filter. */
  listSql(
    productId: SQL,
    storeIds: string[],
  ): {
    onHand: SQL<number>;
    reserved: SQL<number>;
    stocked: SQL<boolean>;
    lowStores: SQL<number>;
    /** Whether some store in scope is at or below its low-stock level. */
    low: SQL;
  };
  /** The figures of one product (the product page and the answers of writes). */
  productStock(db: Db | Tx, productId: string, storeIds: string[]): Promise<ProductStockFigures>;
  /** The low-stock level in one store, or every store of the tenant (null): a row at 0 where none is. */
  setLowStockLevel(
    db: Db | Tx,
    tenantId: string,
    productId: string,
    level: number,
    storeId: string | null,
  ): Promise<void>;
}

let port: StockPort | null = null;

export function provideStock(stock: StockPort) {
  port = stock;
}

export function stock(): StockPort {
  if (!port)
    throw new Error('The inventory module is not loaded (it provides the catalogue stock)');
  return port;
}
