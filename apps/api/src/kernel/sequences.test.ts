import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, type TestApp } from '../test/harness';
import { nextDocumentNumber, nextDocumentNumbers } from './sequences';

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
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () => nextDocumentNumber(t.db, atlas, 'test', 'T')),
    );
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.sort()[0]).toBe('T-000001');
    expect(await nextDocumentNumber(t.db, horizon, 'test', 'H')).toBe('H-000001');
    expect(await nextDocumentNumber(t.db, atlas, 'other', 'O', 4)).toBe('O-0001');
  });

  it('a block of numbers for a batch follows on from single ones, and singles go on after it', async () => {
    const atlas = (await demoIds(t.db)).tenant('atlas').id;
    expect(await nextDocumentNumber(t.db, atlas, 'batch', 'B')).toBe('B-000001');
    expect(await nextDocumentNumbers(t.db, atlas, 'batch', 'B', 3)).toEqual([
      'B-000002',
      'B-000003',
      'B-000004',
    ]);
    expect(await nextDocumentNumbers(t.db, atlas, 'fresh', 'F', 2)).toEqual([
      'F-000001',
      'F-000002',
    ]);
    expect(await nextDocumentNumber(t.db, atlas, 'batch', 'B')).toBe('B-000005');
    expect(await nextDocumentNumbers(t.db, atlas, 'batch', 'B', 0)).toEqual([]);
  });
});
