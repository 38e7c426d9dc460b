-- Issue 37: a payment's attached file (PDF, PNG or JPEG, at most 5 MB), stored with it.
CREATE TABLE "payment_attachments" (
  "payment_id" uuid PRIMARY KEY NOT NULL REFERENCES "payments"("id"),
  "tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
  "file_name" text NOT NULL,
  "content_type" text NOT NULL,
  "size" integer NOT NULL,
  "data" bytea NOT NULL,
  "uploaded_by" uuid,
  "uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_attachments_tenant_idx" ON "payment_attachments" ("tenant_id");
