-- Issue 29.8: the catalogue's cost services are charged by the journal at the price in force
-- when the order shipped, was delivered or came back, or when the month began. A service's
-- row is edited in place, so each state it had is kept here, with the moment it took effect:
-- a charge applied late (an event retried after a backoff) still finds the price of its
-- moment. Written by a trigger so every path (API, import, demo seed) keeps the history.
CREATE TABLE "service_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"service_id" uuid NOT NULL REFERENCES "services"("id") ON DELETE CASCADE,
	"store_id" uuid,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"direction" text NOT NULL,
	"unit" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"active" boolean NOT NULL,
	"valid_from" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "service_versions_tenant_idx" ON "service_versions" USING btree ("tenant_id", "valid_from");--> statement-breakpoint
CREATE INDEX "service_versions_service_idx" ON "service_versions" USING btree ("service_id", "valid_from");--> statement-breakpoint
INSERT INTO "service_versions" ("tenant_id", "service_id", "store_id", "name", "kind", "direction", "unit", "price_minor", "currency", "active", "valid_from")
	SELECT "tenant_id", "id", "store_id", "name", "kind", "direction", "unit", "price_minor", "currency", "active", "created_at" FROM "services";--> statement-breakpoint
CREATE FUNCTION "service_version_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A new service takes effect when created; an edit from the moment of its transaction.
	INSERT INTO "service_versions" ("tenant_id", "service_id", "store_id", "name", "kind", "direction", "unit", "price_minor", "currency", "active", "valid_from")
	VALUES (NEW."tenant_id", NEW."id", NEW."store_id", NEW."name", NEW."kind", NEW."direction", NEW."unit", NEW."price_minor", NEW."currency", NEW."active",
		CASE WHEN TG_OP = 'INSERT' THEN least(NEW."created_at", now()) ELSE now() END);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "services_keep_versions" AFTER INSERT OR UPDATE ON "services" FOR EACH ROW EXECUTE FUNCTION "service_version_keep"();
