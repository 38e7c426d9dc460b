-- Returns (RMA), refunds, credit notes and the customers' credit (issue 31.1-2; docs/returns.md).
CREATE TABLE "return_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_ar" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "return_reasons_tenant_code_unique" ON "return_reasons" USING btree ("tenant_id", "code");
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"store_id" uuid NOT NULL REFERENCES "stores"("id"),
	"order_id" uuid NOT NULL REFERENCES "orders"("id"),
	"number" text NOT NULL,
	"order_number" text NOT NULL,
	"customer_name" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL CHECK ("status" in ('requested', 'received', 'closed')),
	"currency" text NOT NULL,
	"agent_id" uuid,
	"return_fee_minor" bigint,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "returns_tenant_number_unique" ON "returns" USING btree ("tenant_id", "number");
--> statement-breakpoint
CREATE INDEX "returns_tenant_created_idx" ON "returns" USING btree ("tenant_id", "created_at");
--> statement-breakpoint
CREATE INDEX "returns_tenant_order_idx" ON "returns" USING btree ("tenant_id", "order_id");
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"return_id" uuid NOT NULL REFERENCES "returns"("id") ON DELETE cascade,
	"order_line_id" uuid NOT NULL REFERENCES "order_lines"("id"),
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL CHECK ("quantity" > 0),
	"reason_id" uuid NOT NULL REFERENCES "return_reasons"("id"),
	"value_minor" bigint NOT NULL,
	"unit_cost_minor" bigint NOT NULL,
	"outcome" text CHECK ("outcome" in ('restock', 'write_off')),
	"received_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "return_lines_return_idx" ON "return_lines" USING btree ("return_id");
--> statement-breakpoint
CREATE INDEX "return_lines_order_line_idx" ON "return_lines" USING btree ("tenant_id", "order_line_id");
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"store_id" uuid NOT NULL REFERENCES "stores"("id"),
	"order_id" uuid NOT NULL REFERENCES "orders"("id"),
	"return_id" uuid REFERENCES "returns"("id"),
	"customer_id" uuid,
	"kind" text NOT NULL CHECK ("kind" in ('refund', 'credit_note', 'courier_deduction')),
	"method" text,
	"amount_minor" bigint NOT NULL CHECK ("amount_minor" > 0),
	"currency" text NOT NULL,
	"number" text,
	"invoice_number" text,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_store_number_unique" ON "refunds" USING btree ("tenant_id", "store_id", "number") WHERE "number" is not null;
--> statement-breakpoint
CREATE INDEX "refunds_tenant_order_idx" ON "refunds" USING btree ("tenant_id", "order_id");
--> statement-breakpoint
CREATE INDEX "refunds_tenant_customer_idx" ON "refunds" USING btree ("tenant_id", "customer_id");
--> statement-breakpoint
CREATE TABLE "credit_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"customer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id"),
	"amount_minor" bigint NOT NULL CHECK ("amount_minor" > 0),
	"currency" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "credit_uses_tenant_customer_idx" ON "credit_uses" USING btree ("tenant_id", "customer_id");
