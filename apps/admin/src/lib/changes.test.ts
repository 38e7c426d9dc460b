import { expect, it } from 'vitest';
import { changedFields, showValue } from './changes';

it('lists only changed fields, with before and after', () => {
  expect(changedFields({ role: 'agent', name: 'A', stores: [1] }, { role: 'admin', name: 'A', stores: [1, 2] })).toEqual([
    { field: 'role', before: 'agent', after: 'admin' },
    { field: 'stores', before: [1], after: [1, 2] },
  ]);
  expect(changedFields(null, { name: 'B' })).toEqual([{ field: 'name', before: undefined, after: 'B' }]);
  expect(showValue(null)).toBe('—');
  expect(showValue(['x'])).toBe('["x"]');
});
