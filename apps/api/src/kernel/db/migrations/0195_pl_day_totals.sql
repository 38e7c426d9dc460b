-- The P&L's summary (issue 29, docs/finance.md "Speed"): per account x day x store x product
-- the sum of the journal's lines of the P&L accounts, and the orders they count. Written by a
-- statement trigger on journal_lines, so it is updated in the very statement (and
-- transaction) that posts the lines: every path (postEntry, postEntries, reversals, the
-- demo's and the bench's bulk inserts) keeps it, and it can never disagree with the lines.
-- Lines are insert-only (trigger journal_lines_immutable), so adding is all it ever does.
CREATE TABLE "pl_day_totals" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "ledger_accounts"("id"),
	"day" date NOT NULL,
	"store_id" uuid,
	"product_id" uuid,
	"amount_minor" bigint NOT NULL DEFAULT 0,
	-- Entries with an order crediting revenue (a delivery) or debiting returns (a return) in this cell.
	"orders" integer NOT NULL DEFAULT 0,
	-- The same, each entry counted on one cell only (its first by product): summed over
	-- products it counts an order of two products once.
	"orders_once" integer NOT NULL DEFAULT 0,
	CONSTRAINT "pl_day_totals_cell" UNIQUE NULLS NOT DISTINCT ("account_id", "day", "store_id", "product_id")
);
--> statement-breakpoint
CREATE FUNCTION "pl_day_totals_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Cells in one order (account, day, store, product): parallel postings take the rows'
	-- locks in the same order within a statement. ON CONFLICT adds to the row a concurrent
	-- transaction committed (or waits for it), so no delta is ever lost.
	INSERT INTO "pl_day_totals" AS t ("tenant_id", "account_id", "day", "store_id", "product_id", "amount_minor", "orders", "orders_once")
	SELECT c.tenant_id, c.account_id, c.day, c.store_id, c.product_id, sum(c.amount_minor),
		count(DISTINCT c.entry_id) FILTER (WHERE c.counts), count(DISTINCT c.entry_id) FILTER (WHERE c.counts AND c.first)
	FROM (
		SELECT n.tenant_id, n.account_id, n.day, n.store_id, n.product_id, n.amount_minor, n.entry_id, k.counts,
			row_number() OVER (PARTITION BY n.entry_id, k.counts ORDER BY n.product_id NULLS LAST, n.account_id, n.store_id) = 1 AS first
		FROM new_lines n JOIN "ledger_accounts" a ON a.id = n.account_id
			CROSS JOIN LATERAL (SELECT n.order_id IS NOT NULL AND ((a.kind = 'revenue' AND n.amount_minor < 0) OR (a.kind = 'returns' AND n.amount_minor > 0)) AS counts) k
		WHERE a.kind IN ('revenue', 'refunds', 'tax_payable', 'returns', 'cost_of_goods', 'write_offs', 'fees', 'services', 'expenses')
	) c
	GROUP BY c.tenant_id, c.account_id, c.day, c.store_id, c.product_id
	ORDER BY c.account_id, c.day, c.store_id, c.product_id
	ON CONFLICT ("account_id", "day", "store_id", "product_id") DO UPDATE SET
		"amount_minor" = t."amount_minor" + excluded."amount_minor",
		"orders" = t."orders" + excluded."orders",
		"orders_once" = t."orders_once" + excluded."orders_once";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "journal_lines_pl_day_totals" AFTER INSERT ON "journal_lines" REFERENCING NEW TABLE AS new_lines
	FOR EACH STATEMENT EXECUTE FUNCTION "pl_day_totals_add"();
--> statement-breakpoint
-- Backfill from the lines already posted, by the trigger's own rules.
INSERT INTO "pl_day_totals" ("tenant_id", "account_id", "day", "store_id", "product_id", "amount_minor", "orders", "orders_once")
SELECT c.tenant_id, c.account_id, c.day, c.store_id, c.product_id, sum(c.amount_minor),
	count(DISTINCT c.entry_id) FILTER (WHERE c.counts), count(DISTINCT c.entry_id) FILTER (WHERE c.counts AND c.first)
FROM (
	SELECT n.tenant_id, n.account_id, n.day, n.store_id, n.product_id, n.amount_minor, n.entry_id, k.counts,
		row_number() OVER (PARTITION BY n.entry_id, k.counts ORDER BY n.product_id NULLS LAST, n.account_id, n.store_id) = 1 AS first
	FROM "journal_lines" n JOIN "ledger_accounts" a ON a.id = n.account_id
		CROSS JOIN LATERAL (SELECT n.order_id IS NOT NULL AND ((a.kind = 'revenue' AND n.amount_minor < 0) OR (a.kind = 'returns' AND n.amount_minor > 0)) AS counts) k
	WHERE a.kind IN ('revenue', 'refunds', 'tax_payable', 'returns', 'cost_of_goods', 'write_offs', 'fees', 'services', 'expenses')
) c
GROUP BY c.tenant_id, c.account_id, c.day, c.store_id, c.product_id;
