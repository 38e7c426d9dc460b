import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { prepared } from './prepared';

const parents = pgTable('row_mapper_parent', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  childId: uuid('child_id'),
});
const children = pgTable('row_mapper_child', {
  id: uuid('id').primaryKey(),
  label: text('label'),
  n: integer('n').notNull(),
});

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await db.execute(
    sql`create table row_mapper_child (id uuid primary key, label text, n int not null)`,
  );
  await db.execute(
    sql`create table row_mapper_parent (id uuid primary key, name text not null, at timestamptz not null, child_id uuid)`,
  );
  await db.insert(children).values([
    { id: '00000000-0000-4000-8000-000000000001', label: null, n: 7 },
    { id: '00000000-0000-4000-8000-000000000002', label: 'two', n: 2 },
  ]);
  await db.insert(parents).values([
    // a child whose first column is not null but whose label is
    {
      id: '10000000-0000-4000-8000-000000000001',
      name: 'a',
      at: new Date('2026-01-02T03:04:05.678Z'),
      childId: '00000000-0000-4000-8000-000000000001',
    },
    // no child: the joined object is null
    {
      id: '10000000-0000-4000-8000-000000000002',
      name: 'b',
      at: new Date('2026-02-03T00:00:00Z'),
      childId: null,
    },
    {
      id: '10000000-0000-4000-8000-000000000003',
      name: 'c',
      at: new Date('2026-03-04T00:00:00Z'),
      childId: '00000000-0000-4000-8000-000000000002',
    },
  ]);
});
afterAll(async () => {
  await database.close();
  await database.drop();
});

const select = (db: typeof database.db) =>
  db
    .select({
      parent: { id: parents.id, name: parents.name, at: parents.at },
      child: children,
      childLabel: children.label,
      upper: sql<string>`upper(${parents.name})`,
      doubled: sql<number>`${children.n} * 2`.mapWith(Number),
    })
    .from(parents)
    .leftJoin(children, eq(children.id, parents.childId))
    .orderBy(parents.name);

describe('prepared statements map their rows once per statement', () => {
  it('as Drizzle does: nested objects, decoders (dates), a missing joined row as null', async () => {
    const { db } = database;
    const expected = await select(db);
    const query = prepared(db, 'row_mapper_probe', (d, name) => select(d).prepare(name));
    const got = await query.execute();
    // the compiled mapper is the one that ran (else this test would compare Drizzle with itself)
    expect((query as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
      'function',
    );
    expect(got).toEqual(expected);
    expect(got[0]!.parent.at).toBeInstanceOf(Date);
    expect(got[0]!.parent.at.toISOString()).toBe('2026-01-02T03:04:05.678Z');
    expect(got[0]!.child).toEqual({
      id: '00000000-0000-4000-8000-000000000001',
      label: null,
      n: 7,
    });
    expect(got[1]!.child).toBeNull();
    expect(got[1]!.doubled).toBeNull();
    expect(got[2]!.doubled).toBe(4);
    expect(got.map((r) => r.upper)).toEqual(['A', 'B', 'C']);
    // the same keys in the same order (the JSON the API writes follows it)
    expect(Object.keys(got[0]!)).toEqual(Object.keys(expected[0]!));
    expect(Object.keys(got[0]!.child!)).toEqual(Object.keys(expected[0]!.child!));
  });

  it('keys any text may name: written into the mapper as string literals, never as code', async () => {
    const { db } = database;
    const odd = `say "hi"\n'); throw new Error('no`;
    const select = (d: typeof db) =>
      d
        .select({ [odd]: parents.name, 'a\\b': { at: parents.at } })
        .from(parents)
        .orderBy(parents.name);
    const query = prepared(db, 'row_mapper_odd_keys', (d, name) => select(d).prepare(name));
    const got = await query.execute();
    expect(got).toEqual(await select(db));
    expect(got.map((r) => r[odd])).toEqual(['a', 'b', 'c']);
    expect((got[0]!['a\\b'] as { at: Date }).at.toISOString()).toBe('2026-01-02T03:04:05.678Z');
  });
});
