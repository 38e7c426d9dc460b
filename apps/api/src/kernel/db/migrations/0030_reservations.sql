-- Reservation (issue 30): confirming an order holds its units in its store; shipping
-- consumes them, cancelling releases them. available = on_hand - reserved.
ALTER TABLE "stock_levels" ADD COLUMN "reserved" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_reserved_check" CHECK ("reserved" >= 0);
--> statement-breakpoint
-- A row exists for a low-stock level set on every store; "stocked" says the store ever
-- held the product (a movement), so "not stocked here" differs from "out of stock".
ALTER TABLE "stock_levels" ADD COLUMN "stocked" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "stock_levels" l SET "stocked" = true
WHERE EXISTS (SELECT 1 FROM "stock_movements" m WHERE m."product_id" = l."product_id" AND m."store_id" = l."store_id");
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL REFERENCES "products"("id"),
	"store_id" uuid NOT NULL REFERENCES "stores"("id"),
	"quantity" integer NOT NULL CHECK ("quantity" > 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_pk" PRIMARY KEY ("order_id", "product_id")
);
--> statement-breakpoint
CREATE INDEX "stock_reservations_product_store_idx" ON "stock_reservations" USING btree ("product_id", "store_id");
--> statement-breakpoint
-- none: nothing held (pending, or demo history); reserved: held; backorder: confirmed short.
ALTER TABLE "orders" ADD COLUMN "stock_state" text DEFAULT 'none' NOT NULL;
--> statement-breakpoint
-- Set when an edit voided a printed label (address, COD or lines changed); cleared by the reprint.
ALTER TABLE "orders" ADD COLUMN "label_void_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "order_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL REFERENCES "tenants"("id"),
	"allow_backorder" boolean DEFAULT false NOT NULL,
	"returner_threshold" integer DEFAULT 2 NOT NULL,
	"returner_call_required" boolean DEFAULT false NOT NULL,
	"agents_see_cost" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The list's search finds a marketplace's own reference (an imported "Order number"), exactly.
CREATE INDEX "orders_tenant_external_ref_idx" ON "orders" USING btree ("tenant_id", "external_ref");
