-- The users list showed each user's last sign-in as a correlated max() over their sessions,
-- per row of the page: with a sort and a window count on top, PostgreSQL alone served the
-- list at about 1/40 of a Fastify hello world (issue 35). The last sign-in is now a column
-- of users, kept by a trigger on every new session (no write path can forget it, the demo
-- seed and hand-made sessions included). It also outlives the purge of sessions 90 days
-- after their end, which the max() did not.
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- A sign-in must not tell every replica to drop the tenant's cached callers (0016): the
-- caller trigger on users now ignores an update that changes only last_sign_in_at. Split
-- in two because a WHEN clause may not read NEW in a DELETE trigger.
DROP TRIGGER "users_caller_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER users_caller_changed AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_sign_in_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_sign_in_at'))
  EXECUTE FUNCTION sp_caller_changed();--> statement-breakpoint
CREATE TRIGGER users_caller_deleted AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION sp_caller_changed();--> statement-breakpoint
CREATE FUNCTION users_last_sign_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "last_sign_in_at" = NEW.created_at
  WHERE "id" = NEW.user_id AND ("last_sign_in_at" IS NULL OR "last_sign_in_at" < NEW.created_at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_last_sign_in AFTER INSERT ON "sessions" FOR EACH ROW EXECUTE FUNCTION users_last_sign_in();--> statement-breakpoint
UPDATE "users" u SET "last_sign_in_at" = s.at
FROM (SELECT user_id, max(created_at) AS at FROM "sessions" GROUP BY user_id) s
WHERE s.user_id = u.id;--> statement-breakpoint
-- The list's default order (by name) read in index order: a page costs its 50 rows, not
-- a sort of the whole tenant.
CREATE INDEX "users_tenant_name_idx" ON "users" USING btree ("tenant_id", "full_name", "id");
