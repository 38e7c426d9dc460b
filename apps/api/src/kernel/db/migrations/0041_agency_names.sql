-- Issue 32: a quote speaks the student's language. Destinations, cost components and payment
-- schedule lines keep their name per language ({ "fr": ..., "ar": ... }); the plain name is
-- the agency's own and the fallback.
ALTER TABLE "agency_destinations" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "agency_cost_components" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "agency_payment_schedules" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;
