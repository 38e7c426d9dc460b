-- An order delivered shipment by shipment posts an `order.delivered` entry per part (issue
-- 31, docs/returns.md). The P&L's summary counted orders per entry, so such an order counted
-- once per part. Entries now say whether they are a part; the summary counts an order at
-- the entry that completes it (docs/finance.md "Speed").
ALTER TABLE "journal_entries" ADD COLUMN "part_of_order" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- Entries are immutable (0021): the mark on the parts already posted is set with the guard
-- off, in this migration only; it changes no amount.
ALTER TABLE "journal_entries" DISABLE TRIGGER "journal_entries_immutable";
--> statement-breakpoint
UPDATE "journal_entries" je SET "part_of_order" = true
FROM "domain_events" de
WHERE je."source" = 'event:' || de."id"::text AND de."type" = 'order.delivered' AND de."payload" ? 'shipmentId';
--> statement-breakpoint
ALTER TABLE "journal_entries" ENABLE TRIGGER "journal_entries_immutable";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "pl_day_totals_add"() RETURNS trigger LANGUAGE plpgsql AS $$
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
		FROM new_lines n JOIN "ledger_accounts" a ON a.id = n.account_id JOIN "journal_entries" e ON e.id = n.entry_id
			CROSS JOIN LATERAL (SELECT n.order_id IS NOT NULL AND NOT e.part_of_order AND ((a.kind = 'revenue' AND n.amount_minor < 0) OR (a.kind = 'returns' AND n.amount_minor > 0)) AS counts) k
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
-- The summary again from the lines, by the new rule.
DELETE FROM "pl_day_totals";
--> statement-breakpoint
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
