import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { queries } from './queries';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await database.drop();
});

/** Each probe notes when it starts and ends, around a real query with a short sleep. */
function probes(db: Parameters<typeof queries>[0], seen: string[]) {
  return ['a', 'b', 'c'].map((name) => async () => {
    seen.push(`${name}>`);
    await db.execute(sql`select pg_sleep(0.02)`);
    seen.push(`<${name}`);
    return name;
  });
}

describe('queries (Promise.all that respects a transaction)', () => {
  it('inside a transaction runs one query at a time, in order, and returns each result', async () => {
    const seen: string[] = [];
    const results = await database.db.transaction((tx) => queries(tx, ...probes(tx, seen)));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(seen).toEqual(['a>', '<a', 'b>', '<b', 'c>', '<c']);
  });

  it('on the pool starts them all before the first ends', async () => {
    const seen: string[] = [];
    const results = await queries(database.db, ...probes(database.db, seen));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(seen.slice(0, 3)).toEqual(['a>', 'b>', 'c>']);
  });
});
