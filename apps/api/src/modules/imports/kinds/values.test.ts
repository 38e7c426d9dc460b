import { describe, expect, it } from 'vitest';
import { RowCheck } from './values';

// Issue 33, item 11: names coming in through imports meet the forms' display-text rule.
describe('an imported name', () => {
  it('with a bidi override or a control character is a row error; Arabic and accents are not', () => {
    const bad = new RowCheck({ customerName: 'Amina\u202Egnp.exe' });
    expect(bad.text('customerName', { required: true, max: 120, display: true })).toBeNull();
    expect(bad.issues).toEqual([
      expect.objectContaining({ column: 'customerName', code: 'unsafe_text' }),
    ]);
    const good = new RowCheck({ customerName: 'نادية العلوي', other: 'x\u202Ey' });
    expect(good.text('customerName', { required: true, display: true })).toBe('نادية العلوي');
    // Only names are held to it: a free text column keeps what it was given.
    expect(good.text('other')).toBe('x\u202Ey');
    expect(good.issues).toEqual([]);
  });
});
