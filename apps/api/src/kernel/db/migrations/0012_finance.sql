CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"number" text NOT NULL,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"expense_category" text,
	"store_id" uuid NOT NULL,
	"agent_id" uuid,
	"supplier_id" uuid,
	"counterparty" text DEFAULT '' NOT NULL,
	"paid_on" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"allocated_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"attachment_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"void_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid,
	"payable_id" uuid,
	"amount_minor" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profit_loss_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"delivered_orders" integer DEFAULT 0 NOT NULL,
	"returned_orders" integer DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	"returns_minor" bigint DEFAULT 0 NOT NULL,
	"cogs_minor" bigint DEFAULT 0 NOT NULL,
	"fees_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "profit_loss_days_pk" PRIMARY KEY ("tenant_id", "day", "store_id", "product_id")
);
--> statement-breakpoint
CREATE TABLE "profit_loss_store_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"store_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"delivered_orders" integer DEFAULT 0 NOT NULL,
	"returned_orders" integer DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	"returns_minor" bigint DEFAULT 0 NOT NULL,
	"cogs_minor" bigint DEFAULT 0 NOT NULL,
	"fees_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "profit_loss_store_days_pk" PRIMARY KEY ("tenant_id", "day", "store_id")
);
--> statement-breakpoint
CREATE TABLE "profit_loss_month_products" (
	"tenant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"delivered_orders" integer DEFAULT 0 NOT NULL,
	"returned_orders" integer DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	"returns_minor" bigint DEFAULT 0 NOT NULL,
	"cogs_minor" bigint DEFAULT 0 NOT NULL,
	"fees_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "profit_loss_month_products_pk" PRIMARY KEY ("tenant_id", "month", "store_id", "product_id")
);
--> statement-breakpoint
CREATE TABLE "profit_loss_filled_months" (
	"tenant_id" uuid NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "profit_loss_filled_months_pk" PRIMARY KEY ("tenant_id", "month")
);
--> statement-breakpoint
CREATE TABLE "profit_loss_filled" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "profit_loss_filled_pk" PRIMARY KEY ("tenant_id", "day")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_tenant_number_unique" ON "payments" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "payments_tenant_paid_idx" ON "payments" USING btree ("tenant_id","paid_on");--> statement-breakpoint
CREATE INDEX "payments_tenant_agent_idx" ON "payments" USING btree ("tenant_id","agent_id");--> statement-breakpoint
CREATE INDEX "payments_tenant_supplier_idx" ON "payments" USING btree ("tenant_id","supplier_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_order_idx" ON "payment_allocations" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_payable_idx" ON "payment_allocations" USING btree ("tenant_id","payable_id");--> statement-breakpoint
-- Delivered and returned orders by the day they got there: the profit and loss fill and
-- the agents' statements read these, never every order.
CREATE INDEX "orders_tenant_status_changed_idx" ON "orders" USING btree ("tenant_id","status","status_changed_at");--> statement-breakpoint
-- A write touching a delivered or returned order unmarks its day (old and new) so the next
-- read recomputes it. The tenant's advisory lock orders this against a reader filling the
-- same days: the reader either sees the write or fills before it and is unmarked after.
CREATE FUNCTION profit_loss_unmark_pairs(pairs text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF coalesce(array_length(pairs, 1), 0) = 0 THEN RETURN; END IF;
	PERFORM pg_advisory_xact_lock(hashtextextended('profit_loss:' || t, 0))
		FROM (SELECT DISTINCT split_part(p, '|', 1) AS t FROM unnest(pairs) p ORDER BY 1) x;
	DELETE FROM profit_loss_filled f USING unnest(pairs) p
		WHERE f.tenant_id = split_part(p, '|', 1)::uuid AND f.day = split_part(p, '|', 2)::date;
	DELETE FROM profit_loss_filled_months f USING unnest(pairs) p
		WHERE f.tenant_id = split_part(p, '|', 1)::uuid AND f.month = date_trunc('month', split_part(p, '|', 2)::date)::date;
END $$;
--> statement-breakpoint
CREATE FUNCTION profit_loss_unmark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM profit_loss_unmark_pairs(ARRAY(SELECT DISTINCT tenant_id::text || '|' || (status_changed_at AT TIME ZONE 'UTC')::date FROM new_rows WHERE status IN ('delivered', 'returned')));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM profit_loss_unmark_pairs(ARRAY(SELECT DISTINCT tenant_id::text || '|' || (status_changed_at AT TIME ZONE 'UTC')::date FROM old_rows WHERE status IN ('delivered', 'returned')));
	ELSE
		PERFORM profit_loss_unmark_pairs(ARRAY(
			SELECT tenant_id::text || '|' || (status_changed_at AT TIME ZONE 'UTC')::date FROM old_rows WHERE status IN ('delivered', 'returned')
			UNION SELECT tenant_id::text || '|' || (status_changed_at AT TIME ZONE 'UTC')::date FROM new_rows WHERE status IN ('delivered', 'returned')));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profit_loss_unmark_insert AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION profit_loss_unmark();
--> statement-breakpoint
CREATE TRIGGER profit_loss_unmark_update AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION profit_loss_unmark();
--> statement-breakpoint
CREATE TRIGGER profit_loss_unmark_delete AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION profit_loss_unmark();
