-- Issue 31.5: each store has a time zone; "today", report days and profit-and-loss days
-- are the store's local days (an order placed at 00:30 in Casablanca is on that day).
-- Existing stores: the demo's sellers are Moroccan (Africa/Casablanca), French stores Paris.
ALTER TABLE "stores" ADD COLUMN "time_zone" text DEFAULT 'Africa/Casablanca' NOT NULL;--> statement-breakpoint
UPDATE "stores" SET "time_zone" = 'Europe/Paris' WHERE "country" = 'FR';--> statement-breakpoint
-- The local calendar day of a moment in a store's zone (UTC for an unknown store).
CREATE FUNCTION store_local_day(store uuid, at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
	SELECT (at AT TIME ZONE coalesce((SELECT s.time_zone FROM stores s WHERE s.id = store), 'UTC'))::date
$$;
--> statement-breakpoint
-- The profit-and-loss marks (0012) now name the store's local day of a status change.
CREATE OR REPLACE FUNCTION profit_loss_unmark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM profit_loss_unmark_pairs(ARRAY(SELECT DISTINCT tenant_id::text || '|' || store_local_day(store_id, status_changed_at) FROM new_rows WHERE status IN ('delivered', 'returned')));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM profit_loss_unmark_pairs(ARRAY(SELECT DISTINCT tenant_id::text || '|' || store_local_day(store_id, status_changed_at) FROM old_rows WHERE status IN ('delivered', 'returned')));
	ELSE
		PERFORM profit_loss_unmark_pairs(ARRAY(
			SELECT tenant_id::text || '|' || store_local_day(store_id, status_changed_at) FROM old_rows WHERE status IN ('delivered', 'returned')
			UNION SELECT tenant_id::text || '|' || store_local_day(store_id, status_changed_at) FROM new_rows WHERE status IN ('delivered', 'returned')));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A store that changes its zone moves its orders between days: every computed day of its
-- tenant is dropped (under the tenant's profit-and-loss lock) and computed again on read.
CREATE FUNCTION profit_loss_unmark_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(hashtextextended('profit_loss:' || NEW.tenant_id::text, 0));
	DELETE FROM profit_loss_filled WHERE tenant_id = NEW.tenant_id;
	DELETE FROM profit_loss_filled_months WHERE tenant_id = NEW.tenant_id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profit_loss_unmark_zone AFTER UPDATE OF "time_zone" ON "stores" FOR EACH ROW
	WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION profit_loss_unmark_zone();
