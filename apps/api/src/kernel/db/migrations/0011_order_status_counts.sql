-- Orders per tenant, store and status, kept by statement-level triggers (one aggregated
-- write per INSERT/UPDATE/DELETE statement, whatever its row count): the status tabs and
-- an unfiltered list total read a few rows instead of counting a million orders.
-- Each statement writes its deltas in key order, so concurrent status changes never deadlock.
CREATE TABLE "order_status_counts" (
	"tenant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_counts_pk" PRIMARY KEY ("tenant_id", "store_id", "status")
);
--> statement-breakpoint
CREATE FUNCTION order_status_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO order_status_counts AS c (tenant_id, store_id, status, n)
	SELECT tenant_id, store_id, status, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
	ON CONFLICT (tenant_id, store_id, status) DO UPDATE SET n = c.n + excluded.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_status_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO order_status_counts AS c (tenant_id, store_id, status, n)
	SELECT tenant_id, store_id, status, sum(d) FROM (
		SELECT tenant_id, store_id, status, -1 AS d FROM old_rows
		UNION ALL SELECT tenant_id, store_id, status, 1 FROM new_rows
	) x GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
	ON CONFLICT (tenant_id, store_id, status) DO UPDATE SET n = c.n + excluded.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_status_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO order_status_counts AS c (tenant_id, store_id, status, n)
	SELECT tenant_id, store_id, status, -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
	ON CONFLICT (tenant_id, store_id, status) DO UPDATE SET n = c.n + excluded.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_status_counts_insert AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_insert();
--> statement-breakpoint
CREATE TRIGGER order_status_counts_update AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_update();
--> statement-breakpoint
CREATE TRIGGER order_status_counts_delete AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_delete();
--> statement-breakpoint
INSERT INTO order_status_counts (tenant_id, store_id, status, n) SELECT tenant_id, store_id, status, count(*) FROM "orders" GROUP BY 1, 2, 3;
