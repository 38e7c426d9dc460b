import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, OVERLAY_NAV_MAX_WIDTH, PAGE_SIZES } from './constants';
import { system } from './theme/system';

describe('constants of SPEC section 9', () => {
  it('page sizes', () => expect(PAGE_SIZES).toEqual([5, 10, 20, 25, 50, 100]));
  it('breakpoints and overlay', () => {
    expect(BREAKPOINTS).toEqual({ sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 });
    expect(OVERLAY_NAV_MAX_WIDTH).toBe(1279);
  });
  it('the Chakra system uses the same breakpoints', () => {
    expect(system.token('breakpoints.md')).toBe('960px');
    expect(system.token('breakpoints.lg')).toBe('1280px');
  });
});
