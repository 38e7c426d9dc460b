CREATE TABLE "fulfillment_agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"phone" text NOT NULL,
	"cities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_fee_minor" bigint NOT NULL,
	"return_fee_minor" bigint NOT NULL,
	"remit_every_days" integer DEFAULT 7 NOT NULL,
	"remit_account" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fulfillment_agents" ADD CONSTRAINT "fulfillment_agents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fulfillment_agents_tenant_idx" ON "fulfillment_agents" USING btree ("tenant_id","name");