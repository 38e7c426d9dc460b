// Server start time: spawn -> first 200 from /api/tenant/public. On an empty data folder
// it includes creating the database, migrating and seeding the demo tenants; on an
// existing one only opening it. Medians of ROUNDS, each on its own fresh database.
import { join } from 'node:path';
import { startProduct } from '../lib/product.mjs';
import { median, round, row, skipped, spread } from '../lib/stats.mjs';

const ROUNDS = Number(process.env.BENCH_START_ROUNDS ?? 3);

/** Starts on a new database, stops, starts again on the same one: [empty ms, existing ms]. */
async function twice(options) {
  const first = await startProduct(options);
  await first.stop();
  const second = await startProduct(options);
  await second.stop();
  return [first.startMs, second.startMs];
}

async function figures(ctx, label, makeOptions) {
  const empty = [];
  const existing = [];
  for (let i = 0; i < ROUNDS; i++) {
    ctx.log(`${label} round ${i + 1}/${ROUNDS}`);
    const [a, b] = await twice(await makeOptions());
    empty.push(a);
    existing.push(b);
  }
  const c = { case: 'start', unit: 'ms' };
  return [
    row({
      ...c,
      metric: `${label} empty database`,
      value: round(median(empty), 0),
      note: `runs ${spread(empty)}`,
    }),
    row({
      ...c,
      metric: `${label} existing database`,
      value: round(median(existing), 0),
      note: `runs ${spread(existing)}`,
    }),
  ];
}

export default {
  name: 'start',
  description: `spawn -> first 200 from /api/tenant/public, median of ${ROUNDS}`,
  async run(ctx) {
    const rows = await figures(ctx, 'PGlite', () => ({ dataDir: join(ctx.tempDir(), 'db') }));
    try {
      const pg = await ctx.postgres();
      rows.push(
        ...(await figures(ctx, 'PostgreSQL', async () => ({
          databaseUrl: await pg.freshDatabase(),
          dataDir: ctx.tempDir(),
        }))),
      );
    } catch (error) {
      rows.push(
        skipped({ case: 'start', metric: 'PostgreSQL' }, String(error.message).split('\n')[0]),
      );
    }
    return rows;
  },
};
