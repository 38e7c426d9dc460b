-- Issue 17: sign-in throttle shared by every replica, e-mail change tokens, opt-in
-- self-registration, and the index the users list needs for last sign-in.
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "payload" text;
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "self_registration" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "auth_tokens_user_kind_idx" ON "auth_tokens" USING btree ("user_id","kind");
