-- Issue 32: an age-vs-dependents band has its name in French and Arabic too ({ "fr": ..., "ar": ... }),
-- shown on the band lists and on a quote in the student's language; the plain label is the fallback.
ALTER TABLE "agency_age_bands" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;
