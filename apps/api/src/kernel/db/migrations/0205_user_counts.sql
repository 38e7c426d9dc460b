-- Users per tenant, role and status, kept by statement-level triggers like the orders'
-- (0011): the users list's total, unsearched, reads a few rows instead of counting every
-- user of the tenant on each page (issue 35: 10,000 users, one index walk per request).
-- Each statement writes its deltas in key order, so concurrent changes never deadlock.
CREATE TABLE "user_counts" (
	"tenant_id" uuid NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_counts_pk" PRIMARY KEY ("tenant_id", "role", "status")
);
--> statement-breakpoint
CREATE FUNCTION user_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO user_counts AS c (tenant_id, role, status, n)
	SELECT tenant_id, role, status, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
	ON CONFLICT (tenant_id, role, status) DO UPDATE SET n = c.n + excluded.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION user_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO user_counts AS c (tenant_id, role, status, n)
	SELECT tenant_id, role, status, sum(d) FROM (
		SELECT tenant_id, role, status, -1 AS d FROM old_rows
		UNION ALL SELECT tenant_id, role, status, 1 FROM new_rows
	) x GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
	ON CONFLICT (tenant_id, role, status) DO UPDATE SET n = c.n + excluded.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION user_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO user_counts AS c (tenant_id, role, status, n)
	SELECT tenant_id, role, status, -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
	ON CONFLICT (tenant_id, role, status) DO UPDATE SET n = c.n + excluded.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_counts_insert AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_insert();
--> statement-breakpoint
CREATE TRIGGER user_counts_update AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_update();
--> statement-breakpoint
CREATE TRIGGER user_counts_delete AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_delete();
--> statement-breakpoint
INSERT INTO user_counts (tenant_id, role, status, n) SELECT tenant_id, role, status, count(*) FROM "users" GROUP BY 1, 2, 3;
