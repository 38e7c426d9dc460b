-- The double-entry journal (modules/finance/journal.ts, issue 29). An account per tenant,
-- kind, counterparty (courier, store, supplier; none for revenue, fees...) and currency.
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"kind" text NOT NULL,
	"counterparty_id" uuid,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_unique" ON "ledger_accounts" USING btree ("tenant_id", "kind", coalesce("counterparty_id", '00000000-0000-0000-0000-000000000000'::uuid), "currency");
--> statement-breakpoint
-- An entry is a fact: never updated nor deleted; a mistake is corrected by a reversing entry.
-- `source` makes posting idempotent: the event, payment or allocation that caused it.
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"order_id" uuid,
	"payment_id" uuid,
	"reverses_id" uuid REFERENCES "journal_entries"("id"),
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_source_unique" ON "journal_entries" USING btree ("tenant_id", "source");
--> statement-breakpoint
CREATE INDEX "journal_entries_day_idx" ON "journal_entries" USING btree ("tenant_id", "day");
--> statement-breakpoint
CREATE INDEX "journal_entries_order_idx" ON "journal_entries" USING btree ("tenant_id", "order_id");
--> statement-breakpoint
-- A line: debit positive, credit negative, in minor units of the account's currency.
CREATE TABLE "journal_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL REFERENCES "journal_entries"("id"),
	"account_id" uuid NOT NULL REFERENCES "ledger_accounts"("id"),
	"amount_minor" bigint NOT NULL,
	"day" date NOT NULL,
	"store_id" uuid,
	"order_id" uuid,
	"product_id" uuid
);
--> statement-breakpoint
CREATE INDEX "journal_lines_account_day_idx" ON "journal_lines" USING btree ("account_id", "day");
--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");
--> statement-breakpoint
CREATE INDEX "journal_lines_order_idx" ON "journal_lines" USING btree ("tenant_id", "order_id");
--> statement-breakpoint
CREATE FUNCTION "journal_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'journal entries are immutable: post a reversing entry' USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "journal_entries_immutable" BEFORE UPDATE OR DELETE ON "journal_entries" FOR EACH ROW EXECUTE FUNCTION "journal_immutable"();
--> statement-breakpoint
CREATE TRIGGER "journal_lines_immutable" BEFORE UPDATE OR DELETE ON "journal_lines" FOR EACH ROW EXECUTE FUNCTION "journal_immutable"();
--> statement-breakpoint
-- Checked at commit: every entry's lines sum to zero (per currency: an entry has one).
CREATE FUNCTION "journal_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total bigint;
BEGIN
	SELECT coalesce(sum(amount_minor), 0) INTO total FROM journal_lines WHERE entry_id = NEW.entry_id;
	IF total <> 0 THEN
		RAISE EXCEPTION 'journal entry % does not balance (%)', NEW.entry_id, total USING ERRCODE = 'check_violation';
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_lines_balanced" AFTER INSERT ON "journal_lines" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entry_balanced"();
