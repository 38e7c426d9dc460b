import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, type TestApp } from '../test/harness';
import { nextDocumentNumber } from './sequences';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('document sequences', () => {
  it('numbers per tenant and series, never twice, even when asked at once', async () => {
    const { tenant } = await demoIds(t.db);
    const atlas = tenant('atlas').id;
    const horizon = tenant('horizon').id;
    const numbers = await Promise.all(Array.from({ length: 20 }, () => nextDocumentNumber(t.db, atlas, 'test', 'T')));
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.sort()[0]).toBe('T-000001');
    expect(await nextDocumentNumber(t.db, horizon, 'test', 'H')).toBe('H-000001');
    expect(await nextDocumentNumber(t.db, atlas, 'other', 'O', 4)).toBe('O-0001');
  });
});
