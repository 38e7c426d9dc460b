-- Customers (issue 30.4): one record per tenant and phone, behind the orders. A phone is
-- compared by its last nine digits ("+212 661-234567", "0661234567" and "661234567" are
-- one customer), as the order import compares them.
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"phone_key" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "customers_tenant_phone_unique" ON "customers" USING btree ("tenant_id", "phone_key");
--> statement-breakpoint
CREATE INDEX "customers_tenant_name_idx" ON "customers" USING btree ("tenant_id", lower("name"));
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_id" uuid REFERENCES "customers"("id");
--> statement-breakpoint
CREATE INDEX "orders_tenant_customer_idx" ON "orders" USING btree ("tenant_id", "customer_id", "ordered_at");
--> statement-breakpoint
-- Existing orders: one customer per phone, named as on its latest order.
INSERT INTO "customers" ("tenant_id", "phone_key", "name", "phone", "city", "address", "created_at")
SELECT DISTINCT ON ("tenant_id", right("phone_digits", 9)) "tenant_id", right("phone_digits", 9), "customer_name", "customer_phone", "city", "address", "ordered_at"
FROM "orders" WHERE "phone_digits" <> ''
ORDER BY "tenant_id", right("phone_digits", 9), "ordered_at" DESC;
--> statement-breakpoint
UPDATE "orders" o SET "customer_id" = c."id" FROM "customers" c
WHERE c."tenant_id" = o."tenant_id" AND c."phone_key" = right(o."phone_digits", 9);
