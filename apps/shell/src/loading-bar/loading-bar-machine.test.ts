import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar, HOLD_AT, type LoadingBarState } from './loading-bar-machine';

describe('loading bar', () => {
  let states: LoadingBarState[];
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  it('starts visible at 0 and rises every 800 ms by random steps', () => {
    const bar = createLoadingBar(
      (s) => states.push(s),
      () => 0.5,
    );
    bar.start();
    expect(bar.state()).toEqual({ progress: 0, visible: true });
    vi.advanceTimersByTime(799);
    expect(bar.state().progress).toBe(0);
    vi.advanceTimersByTime(1);
    expect(bar.state().progress).toBe(7);
    vi.advanceTimersByTime(800);
    expect(bar.state().progress).toBe(14);
  });

  it('uses the random source for the step size', () => {
    const bar = createLoadingBar(
      () => {},
      () => 0,
    );
    bar.start();
    vi.advanceTimersByTime(800);
    expect(bar.state().progress).toBe(2);
    const big = createLoadingBar(
      () => {},
      () => 0.999,
    );
    big.start();
    vi.advanceTimersByTime(800);
    expect(big.state().progress).toBe(12);
  });

  it('holds at 82 while loading continues', () => {
    const bar = createLoadingBar(
      () => {},
      () => 0.99,
    );
    bar.start();
    vi.advanceTimersByTime(800 * 50);
    expect(bar.state().progress).toBe(HOLD_AT);
  });

  it('jumps to 100 on completion and resets after 300 ms', () => {
    const bar = createLoadingBar(
      (s) => states.push(s),
      () => 0.5,
    );
    bar.start();
    vi.advanceTimersByTime(1600);
    bar.done();
    expect(bar.state()).toEqual({ progress: 100, visible: true });
    vi.advanceTimersByTime(299);
    expect(bar.state().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.state()).toEqual({ progress: 0, visible: false });
    vi.advanceTimersByTime(5000);
    expect(states.at(-1)).toEqual({ progress: 0, visible: false });
  });

  it('a second start while running is ignored; done when idle does nothing', () => {
    const bar = createLoadingBar(
      (s) => states.push(s),
      () => 0.5,
    );
    bar.done();
    expect(states).toEqual([]);
    bar.start();
    vi.advanceTimersByTime(800);
    bar.start();
    expect(bar.state().progress).toBe(7);
  });

  it('a start during the reset delay restarts from 0', () => {
    const bar = createLoadingBar(
      () => {},
      () => 0.5,
    );
    bar.start();
    bar.done();
    bar.start();
    vi.advanceTimersByTime(300);
    expect(bar.state()).toEqual({ progress: 0, visible: true });
  });
});
