-- The import page polls its import while the commit runs, and each poll lists the rows in
-- error (modules/imports/staging.ts rowErrors): without an index that was a scan of every
-- staged row, 27 ms for 100,000 rows, taking a core from the commit. Error rows are few:
-- a partial index keeps them, and costs the clean rows nothing.
CREATE INDEX "import_rows_errors_idx" ON "import_rows" USING btree ("import_id", "row_number") WHERE "action" = 'error';
