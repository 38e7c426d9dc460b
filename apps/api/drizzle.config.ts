import { defineConfig } from 'drizzle-kit';

// One migration set for PGlite and PostgreSQL: `pnpm --filter api db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './src/kernel/db/migrations',
});
