-- The courier's statement at scale (issue 29, docs/finance.md "The courier's statement"): it
-- read every line of the courier's receivable account to find each order's open amount.
-- Two figures are now kept with the lines, in the statement (hence transaction) that posts
-- them, by a statement trigger on journal_lines, as pl_day_totals is (0195):
--   courier_day_totals: per courier receivable account x day, what its statement sums
--     (collected, fees, remitted, fees paid; the orders first delivered or returned);
--   courier_order_open: per account x order, what the order's entries put on the account
--     (due), its COD and what payments allocated to the order (kept by a trigger on
--     payment_allocations), so the ageing and the unsettled list read only open orders.
-- Lines are insert-only, so the line trigger only adds; allocations are inserted and
-- deleted (undo, void), and their trigger adds or takes back.
CREATE TABLE "courier_day_totals" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "ledger_accounts"("id"),
	"day" date NOT NULL,
	-- Lines of entries with no payment: above zero (COD at delivery), below zero (fees), as positive sums.
	"collected_minor" bigint NOT NULL DEFAULT 0,
	"fees_minor" bigint NOT NULL DEFAULT 0,
	-- Lines of payments' entries: COD remittances (and their voids) as a positive sum, courier_fees payments.
	"remitted_minor" bigint NOT NULL DEFAULT 0,
	"fees_paid_minor" bigint NOT NULL DEFAULT 0,
	-- Orders whose first delivery (return) entry on the account was posted that day.
	"delivered_orders" integer NOT NULL DEFAULT 0,
	"returned_orders" integer NOT NULL DEFAULT 0,
	PRIMARY KEY ("account_id", "day")
);
--> statement-breakpoint
CREATE TABLE "courier_order_open" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "ledger_accounts"("id"),
	"order_id" uuid NOT NULL,
	-- The first day an order entry put it on the account (ageing counts from it), its number.
	"day" date NOT NULL,
	"number" text NOT NULL DEFAULT '',
	"cod_minor" bigint NOT NULL DEFAULT 0,
	-- Its order entries' lines on the account (COD less fees; below zero: fees owed back).
	"due_minor" bigint NOT NULL DEFAULT 0,
	-- Every payment allocation to the order (as the statement always netted them).
	"allocated_minor" bigint NOT NULL DEFAULT 0,
	"delivered_lines" integer NOT NULL DEFAULT 0,
	"returned_lines" integer NOT NULL DEFAULT 0,
	PRIMARY KEY ("account_id", "order_id")
);
--> statement-breakpoint
CREATE INDEX "courier_order_open_order_idx" ON "courier_order_open" ("tenant_id", "order_id");
--> statement-breakpoint
-- Only the open orders: what the ageing and the unsettled list read.
CREATE INDEX "courier_order_open_open_idx" ON "courier_order_open" ("account_id", "day", "number") WHERE "due_minor" > "allocated_minor";
--> statement-breakpoint
CREATE FUNCTION "courier_totals_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Rows are taken in one order (account, order; then account, day), so parallel postings
	-- lock them in the same order within a statement; ON CONFLICT adds to what a concurrent
	-- transaction committed (or waits for it). An order counts as delivered (returned) in the
	-- statement whose lines made its count of such lines go from zero: RETURNING gives the
	-- row after the update, under its lock, so two parallel parts count it once.
	WITH n AS (
		SELECT l.tenant_id, l.account_id, l.day, l.order_id, l.amount_minor AS amount, e.kind, e.memo, e.payment_id, p.kind AS payment_kind
		FROM new_lines l JOIN "ledger_accounts" a ON a.id = l.account_id AND a.kind = 'courier_receivable'
			JOIN "journal_entries" e ON e.id = l.entry_id LEFT JOIN "payments" p ON p.id = e.payment_id
	), s AS (
		SELECT tenant_id, account_id, order_id, min(day) AS day, coalesce(max(memo), '') AS number,
			coalesce(sum(amount) FILTER (WHERE kind = 'order.delivered' AND amount > 0), 0) AS cod, sum(amount) AS due,
			count(*) FILTER (WHERE kind = 'order.delivered') AS delivered, count(*) FILTER (WHERE kind = 'order.returned') AS returned
		FROM n WHERE payment_id IS NULL AND order_id IS NOT NULL GROUP BY tenant_id, account_id, order_id
	), o AS (
		INSERT INTO "courier_order_open" AS t ("tenant_id", "account_id", "order_id", "day", "number", "cod_minor", "due_minor", "allocated_minor", "delivered_lines", "returned_lines")
		SELECT s.tenant_id, s.account_id, s.order_id, s.day, s.number, s.cod, s.due,
			(SELECT coalesce(sum(pa.amount_minor), 0) FROM "payment_allocations" pa WHERE pa.tenant_id = s.tenant_id AND pa.order_id = s.order_id),
			s.delivered, s.returned
		FROM s ORDER BY s.account_id, s.order_id
		ON CONFLICT ("account_id", "order_id") DO UPDATE SET
			"day" = least(t."day", excluded."day"),
			"number" = greatest(t."number", excluded."number"),
			"cod_minor" = t."cod_minor" + excluded."cod_minor",
			"due_minor" = t."due_minor" + excluded."due_minor",
			"delivered_lines" = t."delivered_lines" + excluded."delivered_lines",
			"returned_lines" = t."returned_lines" + excluded."returned_lines"
		RETURNING t."account_id", t."order_id", t."delivered_lines", t."returned_lines"
	), firsts AS (
		SELECT s.account_id, s.day,
			count(*) FILTER (WHERE s.delivered > 0 AND o.delivered_lines = s.delivered) AS delivered,
			count(*) FILTER (WHERE s.returned > 0 AND o.returned_lines = s.returned) AS returned
		FROM s JOIN o ON o.account_id = s.account_id AND o.order_id = s.order_id GROUP BY s.account_id, s.day
	), d AS (
		SELECT tenant_id, account_id, day,
			coalesce(sum(amount) FILTER (WHERE payment_id IS NULL AND amount > 0), 0) AS collected,
			coalesce(-sum(amount) FILTER (WHERE payment_id IS NULL AND amount < 0), 0) AS fees,
			coalesce(-sum(amount) FILTER (WHERE payment_id IS NOT NULL AND payment_kind IS DISTINCT FROM 'courier_fees'), 0) AS remitted,
			coalesce(sum(amount) FILTER (WHERE payment_kind = 'courier_fees'), 0) AS fees_paid
		FROM n GROUP BY tenant_id, account_id, day
	)
	INSERT INTO "courier_day_totals" AS t ("tenant_id", "account_id", "day", "collected_minor", "fees_minor", "remitted_minor", "fees_paid_minor", "delivered_orders", "returned_orders")
	SELECT d.tenant_id, d.account_id, d.day, d.collected, d.fees, d.remitted, d.fees_paid, coalesce(f.delivered, 0), coalesce(f.returned, 0)
	FROM d LEFT JOIN firsts f ON f.account_id = d.account_id AND f.day = d.day
	ORDER BY d.account_id, d.day
	ON CONFLICT ("account_id", "day") DO UPDATE SET
		"collected_minor" = t."collected_minor" + excluded."collected_minor",
		"fees_minor" = t."fees_minor" + excluded."fees_minor",
		"remitted_minor" = t."remitted_minor" + excluded."remitted_minor",
		"fees_paid_minor" = t."fees_paid_minor" + excluded."fees_paid_minor",
		"delivered_orders" = t."delivered_orders" + excluded."delivered_orders",
		"returned_orders" = t."returned_orders" + excluded."returned_orders";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "journal_lines_courier_totals" AFTER INSERT ON "journal_lines" REFERENCING NEW TABLE AS new_lines
	FOR EACH STATEMENT EXECUTE FUNCTION "courier_totals_add"();
--> statement-breakpoint
-- An allocation to an order adds to what is allocated to it on every courier account it is
-- on; an undone allocation (or a voided payment's) takes it back. Allocations lock their
-- orders first (allocation-service.ts), so the rows of one order are updated one at a time.
CREATE FUNCTION "courier_order_allocated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') AND OLD."order_id" IS NOT NULL THEN
		UPDATE "courier_order_open" SET "allocated_minor" = "allocated_minor" - OLD."amount_minor"
		WHERE "tenant_id" = OLD."tenant_id" AND "order_id" = OLD."order_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."order_id" IS NOT NULL THEN
		UPDATE "courier_order_open" SET "allocated_minor" = "allocated_minor" + NEW."amount_minor"
		WHERE "tenant_id" = NEW."tenant_id" AND "order_id" = NEW."order_id";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payment_allocations_courier_open" AFTER INSERT OR UPDATE OR DELETE ON "payment_allocations"
	FOR EACH ROW EXECUTE FUNCTION "courier_order_allocated"();
--> statement-breakpoint
-- The backfills, as functions: this migration fills both tables with them, and a bulk load
-- that inserts lines with the summary triggers disabled (the bench's million orders) calls
-- the very same statements afterwards. Each recomputes its table from the lines, by the
-- triggers' rules. pl_day_totals_refill is migration 0215's backfill, unchanged.
CREATE FUNCTION "courier_totals_refill"() RETURNS void LANGUAGE sql AS $$
	DELETE FROM "courier_day_totals";
	DELETE FROM "courier_order_open";
	INSERT INTO "courier_order_open" ("tenant_id", "account_id", "order_id", "day", "number", "cod_minor", "due_minor", "allocated_minor", "delivered_lines", "returned_lines")
	SELECT s.tenant_id, s.account_id, s.order_id, s.day, s.number, s.cod, s.due, coalesce(pa.allocated, 0), s.delivered, s.returned
	FROM (
		SELECT l.tenant_id, l.account_id, l.order_id, min(l.day) AS day, coalesce(max(e.memo), '') AS number,
			coalesce(sum(l.amount_minor) FILTER (WHERE e.kind = 'order.delivered' AND l.amount_minor > 0), 0) AS cod, sum(l.amount_minor) AS due,
			count(*) FILTER (WHERE e.kind = 'order.delivered') AS delivered, count(*) FILTER (WHERE e.kind = 'order.returned') AS returned
		FROM "journal_lines" l JOIN "ledger_accounts" a ON a.id = l.account_id AND a.kind = 'courier_receivable'
			JOIN "journal_entries" e ON e.id = l.entry_id
		WHERE e.payment_id IS NULL AND l.order_id IS NOT NULL
		GROUP BY l.tenant_id, l.account_id, l.order_id
	) s LEFT JOIN (
		SELECT tenant_id, order_id, sum(amount_minor) AS allocated FROM "payment_allocations" WHERE order_id IS NOT NULL GROUP BY tenant_id, order_id
	) pa ON pa.tenant_id = s.tenant_id AND pa.order_id = s.order_id;
	INSERT INTO "courier_day_totals" ("tenant_id", "account_id", "day", "collected_minor", "fees_minor", "remitted_minor", "fees_paid_minor", "delivered_orders", "returned_orders")
	SELECT d.tenant_id, d.account_id, d.day, d.collected, d.fees, d.remitted, d.fees_paid, coalesce(f.delivered, 0), coalesce(f.returned, 0)
	FROM (
		SELECT l.tenant_id, l.account_id, l.day,
			coalesce(sum(l.amount_minor) FILTER (WHERE e.payment_id IS NULL AND l.amount_minor > 0), 0) AS collected,
			coalesce(-sum(l.amount_minor) FILTER (WHERE e.payment_id IS NULL AND l.amount_minor < 0), 0) AS fees,
			coalesce(-sum(l.amount_minor) FILTER (WHERE e.payment_id IS NOT NULL AND p.kind IS DISTINCT FROM 'courier_fees'), 0) AS remitted,
			coalesce(sum(l.amount_minor) FILTER (WHERE p.kind = 'courier_fees'), 0) AS fees_paid
		FROM "journal_lines" l JOIN "ledger_accounts" a ON a.id = l.account_id AND a.kind = 'courier_receivable'
			JOIN "journal_entries" e ON e.id = l.entry_id LEFT JOIN "payments" p ON p.id = e.payment_id
		GROUP BY l.tenant_id, l.account_id, l.day
	) d LEFT JOIN (
		-- Each order counted once, on the first day it was on the account.
		SELECT account_id, day, count(*) FILTER (WHERE delivered_lines > 0) AS delivered, count(*) FILTER (WHERE returned_lines > 0) AS returned
		FROM "courier_order_open" GROUP BY account_id, day
	) f ON f.account_id = d.account_id AND f.day = d.day;
$$;
--> statement-breakpoint
CREATE FUNCTION "pl_day_totals_refill"() RETURNS void LANGUAGE sql AS $$
	DELETE FROM "pl_day_totals";
	INSERT INTO "pl_day_totals" ("tenant_id", "account_id", "day", "store_id", "product_id", "amount_minor", "orders", "orders_once")
	SELECT c.tenant_id, c.account_id, c.day, c.store_id, c.product_id, sum(c.amount_minor),
		count(DISTINCT c.entry_id) FILTER (WHERE c.counts), count(DISTINCT c.entry_id) FILTER (WHERE c.counts AND c.first)
	FROM (
		SELECT n.tenant_id, n.account_id, n.day, n.store_id, n.product_id, n.amount_minor, n.entry_id, k.counts,
			row_number() OVER (PARTITION BY n.entry_id, k.counts ORDER BY n.product_id NULLS LAST, n.account_id, n.store_id) = 1 AS first
		FROM "journal_lines" n JOIN "ledger_accounts" a ON a.id = n.account_id JOIN "journal_entries" e ON e.id = n.entry_id
			CROSS JOIN LATERAL (SELECT n.order_id IS NOT NULL AND NOT e.part_of_order AND ((a.kind = 'revenue' AND n.amount_minor < 0) OR (a.kind = 'returns' AND n.amount_minor > 0)) AS counts) k
		WHERE a.kind IN ('revenue', 'refunds', 'tax_payable', 'returns', 'cost_of_goods', 'write_offs', 'fees', 'services', 'expenses')
	) c
	GROUP BY c.tenant_id, c.account_id, c.day, c.store_id, c.product_id;
$$;
--> statement-breakpoint
SELECT "courier_totals_refill"();
--> statement-breakpoint
SELECT "pl_day_totals_refill"();
