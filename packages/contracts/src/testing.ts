// For the remotes' unit tests (never in a browser bundle): '@sp/contracts/testing'.
import { expect, it } from 'vitest';
import { contractProblems } from './contract-problems';
import type { RemoteModule } from './remote';

/**
 * The remote contract test, written once: each remote's `remote.test.ts` calls it with its
 * `remote` (one line), so a rule added to `contractProblems` reaches every remote at once.
 */
export function testRemoteContract(remote: RemoteModule): void {
  it(`${remote.id}: a consistent contract (catalogue, routes, menu, texts in en, fr and ar)`, async () => {
    expect(await contractProblems(remote)).toEqual([]);
  });
}
