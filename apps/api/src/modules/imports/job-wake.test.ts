import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { analysed, commit, fixture } from './test-helpers';

// A worker that would only look for work once a minute: each phase must start because the
// request that queued it woke the worker AFTER its transaction committed (a wake before the
// commit finds nothing, and the phase would wait for the next poll, past settle()'s 15 s).
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({
    jobs: { worker: true, pollMs: 60_000, leaseMs: 2000, concurrency: 2 },
  });
  admin = await signIn(t, 'admin@atlas.test');
});
afterAll(() => t?.close());

it('an import is analysed and committed without waiting for the worker to poll', async () => {
  const imp = await analysed(t, admin, 'products', 'products-ok.csv', fixture('products-ok.csv'));
  expect(imp).toMatchObject({ status: 'ready', counts: { new: 3 } });
  const done = await commit(t, admin, imp.id);
  expect(done.body).toMatchObject({ status: 'committed' });
});
