CREATE TABLE "agency_age_bands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"destination_id" uuid NOT NULL,
	"label" text NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer NOT NULL,
	"dependents_allowed" integer NOT NULL,
	"extra_cost_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_commission_earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"commission_id" uuid NOT NULL,
	"agent_id" uuid,
	"sub_agency_id" uuid,
	"currency" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"sub_agency_minor" bigint NOT NULL,
	"agency_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"programme_id" uuid NOT NULL,
	"sub_agency_id" uuid,
	"kind" text NOT NULL,
	"rate_bp" integer,
	"amount_minor" bigint,
	"sub_agency_share_bp" integer,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_cost_components" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"programme_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"frequency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_destinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"visa_notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_lead_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"from_status" text,
	"to_status" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"number" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"phone" text,
	"date_of_birth" date,
	"nationality" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"dependents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"destination_id" uuid,
	"programme_id" uuid,
	"intake" text,
	"budget_minor" bigint,
	"source" text NOT NULL,
	"sub_agency_id" uuid,
	"assigned_to" uuid,
	"status" text DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terms_id" uuid,
	"terms_accepted_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_payment_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"programme_id" uuid NOT NULL,
	"label" text NOT NULL,
	"share_bp" integer,
	"amount_minor" bigint,
	"due_days" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_programme_conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"programme_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_programmes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"destination_id" uuid NOT NULL,
	"name" text NOT NULL,
	"institution" text NOT NULL,
	"level" text NOT NULL,
	"intakes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_months" integer NOT NULL,
	"tuition_minor" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_sub_agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"share_bp" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_task_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"default_duration_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"title" text NOT NULL,
	"task_type_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"assignee_id" uuid NOT NULL,
	"lead_id" uuid,
	"priority" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reminded_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_age_bands" ADD CONSTRAINT "agency_age_bands_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_age_bands" ADD CONSTRAINT "agency_age_bands_destination_id_agency_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."agency_destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_commission_earnings" ADD CONSTRAINT "agency_commission_earnings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_commission_earnings" ADD CONSTRAINT "agency_commission_earnings_lead_id_agency_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."agency_leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_commission_earnings" ADD CONSTRAINT "agency_commission_earnings_commission_id_agency_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."agency_commissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_commission_earnings" ADD CONSTRAINT "agency_commission_earnings_sub_agency_id_agency_sub_agencies_id_fk" FOREIGN KEY ("sub_agency_id") REFERENCES "public"."agency_sub_agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_commissions" ADD CONSTRAINT "agency_commissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_commissions" ADD CONSTRAINT "agency_commissions_programme_id_agency_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."agency_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_commissions" ADD CONSTRAINT "agency_commissions_sub_agency_id_agency_sub_agencies_id_fk" FOREIGN KEY ("sub_agency_id") REFERENCES "public"."agency_sub_agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_cost_components" ADD CONSTRAINT "agency_cost_components_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_cost_components" ADD CONSTRAINT "agency_cost_components_programme_id_agency_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."agency_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_destinations" ADD CONSTRAINT "agency_destinations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_lead_activities" ADD CONSTRAINT "agency_lead_activities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_lead_activities" ADD CONSTRAINT "agency_lead_activities_lead_id_agency_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."agency_leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_leads" ADD CONSTRAINT "agency_leads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_leads" ADD CONSTRAINT "agency_leads_destination_id_agency_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."agency_destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_leads" ADD CONSTRAINT "agency_leads_programme_id_agency_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."agency_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_leads" ADD CONSTRAINT "agency_leads_sub_agency_id_agency_sub_agencies_id_fk" FOREIGN KEY ("sub_agency_id") REFERENCES "public"."agency_sub_agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_leads" ADD CONSTRAINT "agency_leads_terms_id_agency_terms_id_fk" FOREIGN KEY ("terms_id") REFERENCES "public"."agency_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_payment_schedules" ADD CONSTRAINT "agency_payment_schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_payment_schedules" ADD CONSTRAINT "agency_payment_schedules_programme_id_agency_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."agency_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_programme_conditions" ADD CONSTRAINT "agency_programme_conditions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_programme_conditions" ADD CONSTRAINT "agency_programme_conditions_programme_id_agency_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."agency_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_programmes" ADD CONSTRAINT "agency_programmes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_programmes" ADD CONSTRAINT "agency_programmes_destination_id_agency_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."agency_destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_sub_agencies" ADD CONSTRAINT "agency_sub_agencies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_task_types" ADD CONSTRAINT "agency_task_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_tasks" ADD CONSTRAINT "agency_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_tasks" ADD CONSTRAINT "agency_tasks_task_type_id_agency_task_types_id_fk" FOREIGN KEY ("task_type_id") REFERENCES "public"."agency_task_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_tasks" ADD CONSTRAINT "agency_tasks_lead_id_agency_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."agency_leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_terms" ADD CONSTRAINT "agency_terms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_age_bands_destination_idx" ON "agency_age_bands" USING btree ("tenant_id","destination_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_commission_earnings_lead_idx" ON "agency_commission_earnings" USING btree ("tenant_id","lead_id");--> statement-breakpoint
CREATE INDEX "agency_commission_earnings_created_idx" ON "agency_commission_earnings" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "agency_commissions_programme_idx" ON "agency_commissions" USING btree ("tenant_id","programme_id");--> statement-breakpoint
CREATE INDEX "agency_cost_components_programme_idx" ON "agency_cost_components" USING btree ("tenant_id","programme_id");--> statement-breakpoint
CREATE INDEX "agency_destinations_tenant_idx" ON "agency_destinations" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "agency_lead_activities_lead_idx" ON "agency_lead_activities" USING btree ("tenant_id","lead_id","created_at");--> statement-breakpoint
CREATE INDEX "agency_leads_status_idx" ON "agency_leads" USING btree ("tenant_id","status","status_changed_at");--> statement-breakpoint
CREATE INDEX "agency_leads_created_idx" ON "agency_leads" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "agency_leads_email_idx" ON "agency_leads" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE INDEX "agency_leads_phone_idx" ON "agency_leads" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE INDEX "agency_payment_schedules_programme_idx" ON "agency_payment_schedules" USING btree ("tenant_id","programme_id");--> statement-breakpoint
CREATE INDEX "agency_programme_conditions_programme_idx" ON "agency_programme_conditions" USING btree ("tenant_id","programme_id");--> statement-breakpoint
CREATE INDEX "agency_programmes_tenant_idx" ON "agency_programmes" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "agency_sub_agencies_tenant_idx" ON "agency_sub_agencies" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "agency_task_types_tenant_idx" ON "agency_task_types" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "agency_tasks_assignee_idx" ON "agency_tasks" USING btree ("tenant_id","assignee_id","due_at");--> statement-breakpoint
CREATE INDEX "agency_tasks_due_idx" ON "agency_tasks" USING btree ("due_at") WHERE status = 'open' and reminded_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_terms_version_idx" ON "agency_terms" USING btree ("tenant_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_terms_published_idx" ON "agency_terms" USING btree ("tenant_id") WHERE status = 'published';