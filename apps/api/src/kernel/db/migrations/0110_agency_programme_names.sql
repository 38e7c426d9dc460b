-- Issue 32: a quote prints the programme's name in the student's language too ({ "fr": ..., "ar": ... });
-- the plain name is the agency's own and the fallback (as destinations, costs and instalments, 0041).
ALTER TABLE "agency_programmes" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;
