-- Issue 34 (docs/adding-a-feature.md): staff's free tags on an order ("VIP", "fragile").
-- One row per order and tag; the service keeps one spelling per word (case-insensitive).
-- The list filters by tag within the tenant: the index leads with the tenant.
CREATE TABLE "order_tags" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_tags_pk" PRIMARY KEY ("order_id", "tag")
);--> statement-breakpoint
CREATE INDEX "order_tags_tenant_tag_idx" ON "order_tags" ("tenant_id", lower("tag"), "order_id");
