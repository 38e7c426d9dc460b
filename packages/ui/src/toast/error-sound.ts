/**
 * SPEC section 8: an error toast plays an error sound. Generated with WebAudio (two short
 * falling tones) so no audio file is shipped; silent where audio is unavailable or blocked.
 */
let context: AudioContext | null = null;

export function playErrorSound(): boolean {
  const Ctor =
    globalThis.AudioContext ??
    (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return false;
  try {
    context ??= new Ctor();
    const now = context.currentTime;
    [440, 330].forEach((frequency, i) => {
      const osc = context!.createOscillator();
      const gain = context!.createGain();
      osc.type = 'square';
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.06, now + i * 0.12);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.12 + 0.11);
      osc.connect(gain).connect(context!.destination);
      osc.start(now + i * 0.12);
      osc.stop(now + i * 0.12 + 0.12);
    });
    return true;
  } catch {
    return false;
  }
}
