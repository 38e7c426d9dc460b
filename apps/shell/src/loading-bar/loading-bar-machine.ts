/** SPEC sections 4 and 9: the top loading bar's timing. */
export const TICK_MS = 800;
export const HOLD_AT = 82;
export const RESET_MS = 300;

export interface LoadingBarState {
  progress: number;
  visible: boolean;
}

export interface LoadingBar {
  start: () => void;
  done: () => void;
  state: () => LoadingBarState;
  dispose: () => void;
}

/**
 * A pure state machine over timers: start() shows the bar and raises it in random steps
 * every 800 ms, never past 82 while loading continues; done() jumps to 100 and resets
 * (hidden, 0) after 300 ms.
 */
export function createLoadingBar(
  onChange: (state: LoadingBarState) => void,
  random: () => number = Math.random,
): LoadingBar {
  let state: LoadingBarState = { progress: 0, visible: false };
  let ticker: ReturnType<typeof setInterval> | undefined;
  let resetter: ReturnType<typeof setTimeout> | undefined;
  const emit = (next: LoadingBarState) => {
    state = next;
    onChange(state);
  };
  const stopTimers = () => {
    clearInterval(ticker);
    clearTimeout(resetter);
    ticker = resetter = undefined;
  };
  return {
    start() {
      if (ticker) return;
      stopTimers();
      emit({ progress: 0, visible: true });
      ticker = setInterval(() => {
        // a random step of 2..12 points, held at HOLD_AT
        const step = 2 + Math.floor(random() * 11);
        emit({ progress: Math.min(HOLD_AT, state.progress + step), visible: true });
      }, TICK_MS);
    },
    done() {
      if (!state.visible) return;
      stopTimers();
      emit({ progress: 100, visible: true });
      resetter = setTimeout(() => emit({ progress: 0, visible: false }), RESET_MS);
    },
    state: () => state,
    dispose: stopTimers,
  };
}
