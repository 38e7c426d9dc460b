import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./error-sound', () => ({ playErrorSound: vi.fn(() => true) }));
const { notify, TOAST_DURATION_MS } = await import('./toaster');
const { toaster } = await import('./toaster-view');
const { playErrorSound } = await import('./error-sound');

describe('toasts (SPEC sections 8 and 9)', () => {
  afterEach(() => vi.clearAllMocks());
  it('close after 1000 ms at the top end', () => {
    expect(TOAST_DURATION_MS).toBe(1000);
    expect(toaster.attrs.placement).toBe('top-end');
  });
  it('an error toast plays the error sound, others do not', () => {
    notify('success', 'Saved');
    expect(playErrorSound).not.toHaveBeenCalled();
    notify('error', 'Failed');
    expect(playErrorSound).toHaveBeenCalledOnce();
  });
  it('a toast is created once the toaster has loaded', async () => {
    notify('info', 'Hello');
    await vi.waitFor(() =>
      expect(toaster.getVisibleToasts().some((t) => t.title === 'Hello')).toBe(true),
    );
  });
});
