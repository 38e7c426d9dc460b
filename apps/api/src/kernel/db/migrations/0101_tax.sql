-- Issue 31.3: tax. A store's rates in basis points (exempt is always 0) and whether its
-- prices are entered with tax; a product's tax class; an order's tax frozen when it is
-- created or edited (docs/tax-and-invoices.md). Defaults: Morocco's VAT (20 %, 10 %),
-- France's (20 %, 5.5 %); prices with tax, as marketplaces show them to buyers.
ALTER TABLE "stores" ADD COLUMN "tax_standard_bp" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "tax_reduced_bp" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "prices_include_tax" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_tax_rates_range" CHECK ("tax_standard_bp" BETWEEN 0 AND 10000 AND "tax_reduced_bp" BETWEEN 0 AND 10000);--> statement-breakpoint
UPDATE "stores" SET "tax_reduced_bp" = 550 WHERE "country" = 'FR';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_class" CHECK ("tax_class" IN ('standard', 'reduced', 'exempt'));--> statement-breakpoint
-- The order's tax: the total, and the breakdown (per line, shipping, services, per rate)
-- as computed then; null for orders taken before tax existed.
ALTER TABLE "orders" ADD COLUMN "tax_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax" jsonb;
