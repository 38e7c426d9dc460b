-- Issue 31.3: the journal posts revenue net of tax and the tax to its own liability account
-- (`tax_payable`, modules/finance/journal.ts). A tax line carries its rate, so the tax report
-- (collected, refunded, due per rate) is read from the journal. Null on every other line.
ALTER TABLE "journal_lines" ADD COLUMN IF NOT EXISTS "rate_bp" integer;
