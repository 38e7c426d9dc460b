-- Issue 32: enrolment as a contract. A lead's quote is kept as numbered versions; accepting the
-- terms records who, when, which version and from which quote; enrolment freezes that quote.
CREATE TABLE "agency_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL REFERENCES "public"."tenants"("id"),
	"lead_id" uuid NOT NULL REFERENCES "public"."agency_leads"("id"),
	"version" integer NOT NULL,
	"programme_id" uuid NOT NULL REFERENCES "public"."agency_programmes"("id"),
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"tuition_minor" bigint NOT NULL,
	"body" jsonb NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"created_by" uuid,
	"frozen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agency_quotes_version_idx" ON "agency_quotes" USING btree ("tenant_id","lead_id","version");
--> statement-breakpoint
ALTER TABLE "agency_leads" ADD COLUMN "terms_accepted_by" uuid;
--> statement-breakpoint
ALTER TABLE "agency_leads" ADD COLUMN "terms_quote_id" uuid REFERENCES "public"."agency_quotes"("id");
--> statement-breakpoint
ALTER TABLE "agency_commission_earnings" ADD COLUMN "quote_version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "agency_commission_earnings_lead_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "agency_commission_earnings_lead_idx" ON "agency_commission_earnings" USING btree ("tenant_id","lead_id","quote_version","currency");
