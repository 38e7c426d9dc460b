-- Issue 35: an uploaded file is stored while its import waits (a CSV of 100,000 order rows
-- is 10 MB), compressed by PostgreSQL's TOAST. With lz4 instead of the default pglz, that
-- file went in in 76-85 ms against 140-152 ms, and came out in 62-79 ms against 77-89 ms,
-- for 1.38 MB stored against 1.17 MB (bench/file-compression.mjs). lz4 needs a server built with
-- it (PostgreSQL 14 and later usually are; PGlite is not): without it the column keeps pglz.
DO $$
BEGIN
  ALTER TABLE "import_files" ALTER COLUMN "data" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value THEN
  RAISE NOTICE 'lz4 is not available: import files stay compressed with pglz';
END $$;
