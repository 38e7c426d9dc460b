-- Issue 35: what the order import pays for and nothing reads.
-- 1. The staged rows' foreign key to their import. PostgreSQL checks it row by row: staging
--    100,000 rows took 1.04-1.16 s of the database's time with it and 0.71-0.73 s without
--    (bench/staging-costs.mjs, in turn on one server); in the product's analysis of the
--    bench's file, 1.68 s before and 0.78 s after (bench/profile-import.mjs). Its ON DELETE
--    CASCADE never fires: an import is never deleted (expiry fails it and purges its rows,
--    modules/imports/expiry.ts), and rows are staged only by the analysis of an import it
--    has just read.
ALTER TABLE "import_rows" DROP CONSTRAINT IF EXISTS "import_rows_import_id_imports_id_fk";
--> statement-breakpoint
-- 2. Customers by lower(name): no query can use it. The customers' search is a substring
--    (`like '%…%'`), and the list orders by when a customer last bought. Every customer an
--    import makes paid for it (about a fifth of the customers' upsert).
DROP INDEX IF EXISTS "customers_tenant_name_idx";
