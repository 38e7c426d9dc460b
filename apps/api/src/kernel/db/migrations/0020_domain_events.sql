-- Domain events (kernel/events.ts): what each module records happened, written in the same
-- transaction as the change. `sequence` numbers one aggregate's events (1, 2, 3...), so its
-- consumers see them in order.
CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"aggregate_type" text NOT NULL,
	"aggregate_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "domain_events_aggregate_seq_unique" ON "domain_events" USING btree ("aggregate_type", "aggregate_id", "sequence");
--> statement-breakpoint
CREATE INDEX "domain_events_tenant_idx" ON "domain_events" USING btree ("tenant_id", "occurred_at");
--> statement-breakpoint
-- One row per (consumer, event) still to process, written with the event; the consumer
-- deletes it in the transaction that applies the event, so each event is applied once.
CREATE TABLE "domain_event_deliveries" (
	"consumer" text NOT NULL,
	"event_id" bigint NOT NULL REFERENCES "domain_events"("id"),
	"aggregate_type" text NOT NULL,
	"aggregate_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_event_deliveries_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE INDEX "domain_event_deliveries_aggregate_idx" ON "domain_event_deliveries" USING btree ("consumer", "aggregate_type", "aggregate_id", "sequence");
