-- Issue 29.8: a cost service may name its provider (a supplier row, like the parties billing
-- freight and customs, migration 0172). Its charges then credit that provider's supplier
-- payable, so a supplier payment to it settles them; without one they stay on accrued_services.
-- A version keeps the provider of its moment: a provider named later applies to later charges.
ALTER TABLE "services" ADD COLUMN "provider_id" uuid REFERENCES "suppliers"("id");--> statement-breakpoint
ALTER TABLE "service_versions" ADD COLUMN "provider_id" uuid;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "service_version_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A new service takes effect when created; an edit from the moment of its transaction.
	INSERT INTO "service_versions" ("tenant_id", "service_id", "store_id", "name", "kind", "direction", "unit", "price_minor", "currency", "active", "provider_id", "valid_from")
	VALUES (NEW."tenant_id", NEW."id", NEW."store_id", NEW."name", NEW."kind", NEW."direction", NEW."unit", NEW."price_minor", NEW."currency", NEW."active", NEW."provider_id",
		CASE WHEN TG_OP = 'INSERT' THEN least(NEW."created_at", now()) ELSE now() END);
	RETURN NULL;
END $$;--> statement-breakpoint
-- A supplier payment may settle a service charge (its journal entry) as it settles a payable.
ALTER TABLE "payment_allocations" ADD COLUMN "charge_id" uuid;--> statement-breakpoint
CREATE INDEX "payment_allocations_charge_idx" ON "payment_allocations" USING btree ("tenant_id", "charge_id");
