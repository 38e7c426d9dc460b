-- Returner risk (issue 30.5): the confirmation call made to a flagged buyer, recorded on the
-- order; a tenant with returnerCallRequired confirms a flagged order only after it.
ALTER TABLE "orders" ADD COLUMN "returner_call_at" timestamp with time zone;
