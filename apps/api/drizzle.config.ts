import { defineConfig } from 'drizzle-kit';

// One migration set for PGlite and PostgreSQL: `pnpm --filter api db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
