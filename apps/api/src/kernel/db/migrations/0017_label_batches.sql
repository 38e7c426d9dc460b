-- Label batches (modules/orders/label-batches.ts): a selection larger than LABELS_AT_ONCE is
-- printed by a background job; the PDF waits here for its creator.
CREATE TABLE "label_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"created_by" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"format" text NOT NULL,
	"order_ids" jsonb NOT NULL,
	"store_ids" jsonb NOT NULL,
	"pdf" bytea,
	"printed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "label_batches_creator_idx" ON "label_batches" USING btree ("tenant_id", "created_by", "created_at");
