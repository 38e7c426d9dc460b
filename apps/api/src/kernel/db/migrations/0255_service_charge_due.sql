-- Issue 29 follow-up: a charge of a cost service naming a provider (0220) is owed to that
-- supplier like a payable, so it is due like one: the charge's day plus the provider's
-- payment terms, frozen on the entry when it is posted (a terms edit later moves nothing).
-- Null on every other entry.
ALTER TABLE "journal_entries" ADD COLUMN "due_on" date;
--> statement-breakpoint
-- Entries are immutable (0021): the charges already posted get their due date with the
-- guard off, in this migration only; it changes no amount. Their provider's terms of today
-- stand for those in force when they were charged (none were kept).
ALTER TABLE "journal_entries" DISABLE TRIGGER "journal_entries_immutable";
--> statement-breakpoint
UPDATE "journal_entries" je SET "due_on" = je."day" + s."payment_terms_days"
FROM "journal_lines" l, "ledger_accounts" a, "suppliers" s
WHERE je."kind" = 'service.charged' AND l."entry_id" = je."id" AND a."id" = l."account_id"
	AND a."kind" = 'supplier_payable' AND s."id" = a."counterparty_id" AND s."tenant_id" = je."tenant_id";
--> statement-breakpoint
ALTER TABLE "journal_entries" ENABLE TRIGGER "journal_entries_immutable";
--> statement-breakpoint
-- What is due by a day (statement, dashboard) reads only the charges owed to a provider.
CREATE INDEX "journal_entries_charge_due_idx" ON "journal_entries" USING btree ("tenant_id", "due_on") WHERE "due_on" IS NOT NULL;
