-- Partial shipment (issue 30.6): an order leaves in one or more shipments, each with its
-- own courier, tracking number and label, carrying some quantity of some lines. The rest
-- stays open (to ship later, or backordered). A whole-order ship is one shipment of
-- everything still open.
CREATE TABLE "order_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"position" integer NOT NULL,
	"status" text DEFAULT 'shipped' NOT NULL,
	"agent_id" uuid,
	"tracking_number" text DEFAULT '' NOT NULL,
	"cod_minor" bigint DEFAULT 0 NOT NULL,
	"label_printed_at" timestamp with time zone,
	"label_print_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_shipments_order_position_unique" UNIQUE ("order_id", "position")
);
--> statement-breakpoint
CREATE INDEX "order_shipments_tenant_agent_idx" ON "order_shipments" USING btree ("tenant_id", "agent_id", "created_at");
--> statement-breakpoint
-- One row per order line a shipment carries, with the cost the units left at.
CREATE TABLE "order_shipment_lines" (
	"shipment_id" uuid NOT NULL REFERENCES "order_shipments"("id") ON DELETE CASCADE,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"order_line_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL CHECK ("quantity" > 0),
	"unit_cost_minor" bigint NOT NULL,
	CONSTRAINT "order_shipment_lines_pk" PRIMARY KEY ("shipment_id", "order_line_id")
);
--> statement-breakpoint
CREATE INDEX "order_shipment_lines_order_idx" ON "order_shipment_lines" USING btree ("order_id");
--> statement-breakpoint
-- none: nothing shipped yet (or shipped before shipments existed: read as one shipment of
-- everything); partial: some units left, the rest is open; complete: every unit left.
ALTER TABLE "orders" ADD COLUMN "fulfilment" text DEFAULT 'none' NOT NULL;
--> statement-breakpoint
UPDATE "orders" SET "fulfilment" = 'complete' WHERE "status" IN ('shipped', 'delivered', 'returned');
