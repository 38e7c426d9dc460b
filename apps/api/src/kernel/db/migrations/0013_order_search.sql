-- Search at volume (issue 11, bench "volume"): a customer's name or a part of a phone number
-- is matched anywhere (ILIKE '%...%'), which a b-tree cannot serve; trigram GIN indexes
-- can, so a search over a million orders reads the matches instead of every order.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "orders_phone_digits_trgm_idx" ON "orders" USING gin ("phone_digits" gin_trgm_ops);
--> statement-breakpoint
-- The desk's city filter with the sort by total (id: the list's tie-break, so the index gives the order).
CREATE INDEX "orders_tenant_city_total_idx" ON "orders" USING btree ("tenant_id", lower("city"), "total_minor", "id");
