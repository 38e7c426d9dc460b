-- Issue 31.4: invoices. A store's seller details printed on its invoices (legal name,
-- tax id), the language of its documents and an optional prefix of its invoice numbers;
-- an invoice per order, frozen when issued (docs/tax-and-invoices.md).
ALTER TABLE "stores" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "document_language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "invoice_prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_document_language" CHECK ("document_language" IN ('en', 'fr', 'ar'));--> statement-breakpoint
-- Moroccan and French sellers invoice in French, Gulf and Egyptian ones in Arabic, others
-- in English (stores/time-zones.ts languageOfCountry gives new stores the same).
UPDATE "stores" SET "document_language" = 'en' WHERE "country" NOT IN ('MA', 'FR', 'DZ', 'TN', 'BE', 'CH', 'LU', 'SN', 'CI');--> statement-breakpoint
UPDATE "stores" SET "document_language" = 'ar' WHERE "country" IN ('EG', 'AE', 'SA');--> statement-breakpoint
CREATE TABLE "invoices" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
  "store_id" uuid NOT NULL REFERENCES "stores"("id"),
  "order_id" uuid NOT NULL REFERENCES "orders"("id"),
  "number" text NOT NULL,
  "year" integer NOT NULL,
  "language" text NOT NULL,
  "currency" text NOT NULL,
  "total_minor" bigint NOT NULL,
  "tax_minor" bigint NOT NULL,
  -- Seller, buyer, lines, tax per rate and totals as they were when issued.
  "document" jsonb NOT NULL,
  "issued_by" uuid,
  "issued_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_tenant_order_unique" ON "invoices" ("tenant_id", "order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_store_number_unique" ON "invoices" ("tenant_id", "store_id", "number");--> statement-breakpoint
CREATE INDEX "invoices_tenant_issued_idx" ON "invoices" ("tenant_id", "issued_at");
