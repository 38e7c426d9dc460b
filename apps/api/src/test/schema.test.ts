import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../schema';
import { openTestDatabase } from './test-database';

// Every Drizzle table (each module's tables.ts, gathered in src/schema.ts) against the
// database the hand-written migrations build: the same columns, types and nullability.
// The SQL is the truth; a table that drifts from it types queries wrongly without a sound.
type Db = Awaited<ReturnType<typeof openTestDatabase>>;
let database: Db;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.drop());

/** The spellings PostgreSQL prints (format_type) for what Drizzle writes. */
function canonical(type: string) {
  return type
    .toLowerCase()
    .replace(/\s*,\s*/g, ',')
    .replace(/^timestamp(\(\d+\))?$/, 'timestamp$1 without time zone')
    .replace(/^timestamp(\(\d+\))? with time zone$/, 'timestamp$1 with time zone')
    .replace(/^varchar/, 'character varying')
    .replace(/^serial$/, 'integer')
    .replace(/^bigserial$/, 'bigint')
    .replace(/^double precision$/, 'double precision');
}

const tables = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => value instanceof PgTable,
);

describe('the Drizzle tables match the migrated database', () => {
  it('gathers every table', () => {
    expect(tables.length).toBeGreaterThan(40);
  });

  it('has every column, with its type and nullability, and no column the tables lack', async () => {
    const { rows } = await database.db.execute<{
      table: string;
      column: string;
      type: string;
      not_null: boolean;
    }>(sql`
      select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type", a.attnotnull as not_null
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`);
    const inDatabase = new Map(
      rows.map((r) => [
        `${r.table}.${r.column}`,
        `${canonical(r.type)}${r.not_null ? ' not null' : ''}`,
      ]),
    );
    const drift: string[] = [];
    for (const table of tables) {
      const config = getTableConfig(table);
      const declared = new Set<string>();
      for (const column of config.columns) {
        const key = `${config.name}.${column.name}`;
        declared.add(key);
        const expected = `${canonical(column.getSQLType())}${column.notNull ? ' not null' : ''}`;
        const actual = inDatabase.get(key);
        if (actual !== expected)
          drift.push(
            `${key}: tables say ${expected}, the database ${actual ?? 'has no such column'}`,
          );
      }
      for (const key of inDatabase.keys()) {
        if (key.startsWith(`${config.name}.`) && !declared.has(key))
          drift.push(`${key}: in the database, not in the tables`);
      }
    }
    expect(drift).toEqual([]);
  });
});
