import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { jsonTuples, type TupleColumn } from './json-tuples';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await database.drop();
});

const columns: TupleColumn[] = [
  ['name', 'text'],
  ['amount', 'bigint'],
  ['at', 'timestamp with time zone'],
  ['tax', 'jsonb'],
  ['note', 'text'],
];

describe('jsonTuples', () => {
  it('reads every row back typed: quotes, Arabic, JSON, dates, and JSON null as NULL', async () => {
    const at = new Date('2026-03-15T10:20:30.000Z');
    const { rows } = await database.db.execute<Record<string, unknown>>(sql`
      select x.name, x.amount::text as amount, (extract(epoch from x.at) * 1000)::bigint::text as "atMs", x.tax, x.note, x.tax is null as "taxIsNull"
      from ${jsonTuples(columns, [
        ['Dar "Al" Salam \\ 1', 12_345_678_901, at, { rate: 20, lines: [1, 2] }, 'a\nb'],
        ['فاطمة الزهراء', 0, null, null, undefined],
      ])} x order by x.amount desc`);
    expect(rows).toEqual([
      {
        name: 'Dar "Al" Salam \\ 1',
        amount: '12345678901',
        atMs: String(at.getTime()),
        tax: { rate: 20, lines: [1, 2] },
        note: 'a\nb',
        taxIsNull: false,
      },
      { name: 'فاطمة الزهراء', amount: '0', atMs: null, tax: null, note: null, taxIsNull: true },
    ]);
  });

  it('refuses an array column, which a JSON array cannot be cast to', () => {
    expect(() => jsonTuples([['tags', 'text[]']], [[['a']]])).toThrow(/tags is an array column/);
  });
});
