-- The API keeps each caller (session, user, tenant, stores, role overrides) in memory
-- (kernel/http/caller-cache.ts). Whatever changes one of them tells every replica, with
-- the tenant's id on the channel "sp_callers", and each replica drops that tenant's
-- callers. Triggers rather than calls in the services: no write path can forget it, a
-- fix made by hand in psql included. PostgreSQL folds identical notifications of one
-- transaction into one, so a bulk update sends one per tenant.
CREATE FUNCTION sp_caller_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sp_callers', (CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END)::text);
  IF TG_OP = 'UPDATE' AND OLD.tenant_id IS DISTINCT FROM NEW.tenant_id THEN
    PERFORM pg_notify('sp_callers', OLD.tenant_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION sp_tenant_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sp_callers', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A new user has no session yet: only updates and deletes matter.
CREATE TRIGGER users_caller_changed AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION sp_caller_changed();--> statement-breakpoint
-- Sign-out, expiry and removal; not "last seen" (written once a minute) nor a new session.
CREATE TRIGGER sessions_caller_changed AFTER UPDATE OF revoked_at, expires_at, user_id, tenant_id OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION sp_caller_changed();--> statement-breakpoint
CREATE TRIGGER user_stores_caller_changed AFTER INSERT OR UPDATE OR DELETE ON "user_stores" FOR EACH ROW EXECUTE FUNCTION sp_caller_changed();--> statement-breakpoint
-- Admins may use every store of their tenant: a store added, renamed or removed changes their list.
CREATE TRIGGER stores_caller_changed AFTER INSERT OR UPDATE OR DELETE ON "stores" FOR EACH ROW EXECUTE FUNCTION sp_caller_changed();--> statement-breakpoint
CREATE TRIGGER role_overrides_caller_changed AFTER INSERT OR UPDATE OR DELETE ON "role_overrides" FOR EACH ROW EXECUTE FUNCTION sp_caller_changed();--> statement-breakpoint
CREATE TRIGGER tenants_caller_changed AFTER UPDATE OR DELETE ON "tenants" FOR EACH ROW EXECUTE FUNCTION sp_tenant_changed();
