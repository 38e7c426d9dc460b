-- Platform work (housekeeping) runs as jobs with no tenant: one scheduler for all
-- background work (kernel/schedule.ts). At most one queued occurrence per recurring kind,
-- whichever replica schedules it first.
ALTER TABLE "jobs" ALTER COLUMN "tenant_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_recurring_queued_idx" ON "jobs" USING btree ("kind") WHERE "tenant_id" IS NULL AND "state" = 'queued';
