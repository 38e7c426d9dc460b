import { describe, expect, it } from 'vitest';
import { narrowCellProps } from './column-priority';

describe('narrowCellProps', () => {
  it('leaves every column as it is when none has a priority', () => {
    expect(narrowCellProps([{}, {}])).toEqual([{}, {}]);
  });
  it('hides the columns that are not key below md once one has a priority', () => {
    const [first, second, third] = narrowCellProps([{ priority: 'key' }, {}, { priority: 'key' }]);
    expect(second).toEqual({ display: { base: 'none', md: 'table-cell' } });
    expect(first).toEqual(third);
    expect(first!.display).toBeUndefined();
    expect(first!.paddingInline).toEqual({ base: '1.5', md: '2' });
  });
});
