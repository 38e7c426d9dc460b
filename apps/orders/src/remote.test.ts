import { contractProblems } from '@sp/contracts';
import { expect, it } from 'vitest';
import { remote } from './remote';

it('has a consistent contract: routes, menu and texts in en, fr and ar', async () => {
  expect(await contractProblems(remote)).toEqual([]);
});
