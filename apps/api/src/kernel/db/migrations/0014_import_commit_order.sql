-- A commit reads an import's rows to store in pages ordered by natural key then row
-- (modules/imports/staging.ts rowsToStore: an order's lines stay in one page). Without an
-- index each page sorted the whole import again: 20 sorts of 100,000 rows for one file.
CREATE INDEX "import_rows_commit_order_idx" ON "import_rows" USING btree ("import_id", (coalesce("natural_key", '')), "row_number");
