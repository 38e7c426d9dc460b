import { describe, expect, it, vi } from 'vitest';
import { playErrorSound } from './error-sound';

describe('error sound', () => {
  it('is silent (false) where WebAudio is missing', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(playErrorSound()).toBe(false);
    vi.unstubAllGlobals();
  });
  it('plays two short tones with WebAudio', () => {
    const osc = {
      type: '',
      frequency: { value: 0 },
      connect: vi.fn((g) => g),
      start: vi.fn(),
      stop: vi.fn(),
    };
    const gain = {
      gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
      connect: vi.fn(),
    };
    class FakeContext {
      currentTime = 0;
      destination = {};
      createOscillator = () => osc;
      createGain = () => gain;
    }
    vi.stubGlobal('AudioContext', FakeContext);
    expect(playErrorSound()).toBe(true);
    expect(osc.start).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});
