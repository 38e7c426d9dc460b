-- Issue 32: a lead made or imported with the e-mail or phone of an open lead is flagged as a
-- possible duplicate; a merged lead points at the lead that absorbed it (its tasks, notes and
-- quotes moved there) and stays readable.
ALTER TABLE "agency_leads" ADD COLUMN "possible_duplicate" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "agency_leads" ADD COLUMN "merged_into_id" uuid;
--> statement-breakpoint
ALTER TABLE "agency_leads" ADD CONSTRAINT "agency_leads_merged_into_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "agency_leads"("id");
