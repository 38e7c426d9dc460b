import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { afterCommit, MAX_TRANSACTION_ATTEMPTS } from './transaction';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table tx_probe (n int)`);
});
afterAll(async () => {
  await database.close();
  await database.drop();
});

const conflict = (code: string) => Object.assign(new Error(`simulated ${code}`), { code });
const rows = async () =>
  Number(
    (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from tx_probe`))
      .rows[0]!.n,
  );

describe("the kernel's transaction helper", () => {
  it('runs after-commit callbacks only once the transaction has committed', async () => {
    const seen: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into tx_probe values (1)`);
      afterCommit(tx, () => void seen.push('after'));
      seen.push('inside');
    });
    expect(seen).toEqual(['inside', 'after']);
  });

  it('drops them when the transaction rolls back', async () => {
    const seen: string[] = [];
    const before = await rows();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into tx_probe values (2)`);
        afterCommit(tx, () => void seen.push('after'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual([]);
    expect(await rows()).toBe(before);
  });

  it('runs a callback at once outside a transaction', () => {
    const seen: string[] = [];
    afterCommit(database.db, () => void seen.push('now'));
    expect(seen).toEqual(['now']);
  });

  it('retries a deadlock or serialization failure, keeping only the last attempt and its callbacks', async () => {
    const seen: number[] = [];
    let attempts = 0;
    const before = await rows();
    const result = await database.db.transaction(async (tx) => {
      attempts += 1;
      await tx.execute(sql`insert into tx_probe values (3)`);
      afterCommit(tx, () => void seen.push(attempts));
      if (attempts === 1) throw conflict('40P01');
      if (attempts === 2) throw conflict('40001');
      return 'done';
    });
    expect(result).toBe('done');
    expect(attempts).toBe(3);
    expect(seen).toEqual([3]);
    expect(await rows()).toBe(before + 1);
  });

  it('gives up after a bound, and does not retry other errors', async () => {
    let attempts = 0;
    await expect(
      database.db.transaction(async () => {
        attempts += 1;
        throw conflict('40P01');
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(attempts).toBe(MAX_TRANSACTION_ATTEMPTS);
    attempts = 0;
    await expect(
      database.db.transaction(async () => {
        attempts += 1;
        throw conflict('23505');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);
  });
});
