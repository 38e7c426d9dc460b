CREATE TABLE "document_sequences" (
	"tenant_id" uuid NOT NULL,
	"series" text NOT NULL,
	"next" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "document_sequences_tenant_id_series_pk" PRIMARY KEY("tenant_id","series")
);
