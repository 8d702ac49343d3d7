/**
 * The top loading bar as a pure state machine (spec sections 4 and 9): it
 * starts and finishes with the page-loading flag, stays hidden for the first
 * 200 ms (throttle), then creeps toward {@link LOADING_BAR.trickleMax} % over
 * 2000 ms; on finish it jumps to 100 %, hides 500 ms later and resets to 0
 * another 400 ms later.
 *
 * Readings: time advances in ticks of {@link LOADING_BAR.tickMs} counted from
 * the start, so a load that finishes before the 200 ms mark is never seen; the
 * creep eases out (fast, then slower) and holds at 90 % until the load ends;
 * a new load always starts over from 0, hidden, even while the last one is
 * still fading.
 */

export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
  progressMax: 100,
  /** Where the bar creeps to while the page loads; only finishing fills it. */
  trickleMax: 90,
  tickMs: 100,
} as const;

export type LoadingBarPhase = 'idle' | 'loading' | 'finishing' | 'hiding';

/** What the bar shows: whether it is visible and how full it is (0 to 100). */
export interface LoadingBarFrame {
  readonly visible: boolean;
  readonly progress: number;
}

/** The machine's state. `version` changes on every transition, so a timer set for an older state is recognised and ignored. */
export interface LoadingBarState {
  readonly phase: LoadingBarPhase;
  /** Milliseconds since the load started (loading phase only). */
  readonly elapsed: number;
  readonly version: number;
}

/** The timer the state waits for before its next step. */
export interface LoadingBarTimer {
  readonly version: number;
  readonly ms: number;
}

export const LOADING_BAR_IDLE: LoadingBarState = { phase: 'idle', elapsed: 0, version: 0 };

const easeOut = (t: number) => 1 - (1 - t) * (1 - t);

/** What the bar shows `elapsedMs` into a phase (for 'loading', since the load started). */
export function loadingBarFrame(elapsedMs: number, phase: LoadingBarPhase): LoadingBarFrame {
  switch (phase) {
    case 'idle':
      return { visible: false, progress: 0 };
    case 'finishing':
      return { visible: true, progress: LOADING_BAR.progressMax };
    case 'hiding':
      return { visible: false, progress: LOADING_BAR.progressMax };
    case 'loading': {
      if (elapsedMs < LOADING_BAR.throttleMs) return { visible: false, progress: 0 };
      const t = Math.min(1, (elapsedMs - LOADING_BAR.throttleMs) / LOADING_BAR.durationMs);
      return { visible: true, progress: LOADING_BAR.trickleMax * easeOut(t) };
    }
  }
}

const next = (state: LoadingBarState, phase: LoadingBarPhase, elapsed = 0): LoadingBarState => ({ phase, elapsed, version: state.version + 1 });

/** A load started: from 0, hidden until the throttle has passed. */
export function loadingBarStarted(state: LoadingBarState): LoadingBarState {
  return next(state, 'loading');
}

/** The load ended: a bar never shown goes straight back to idle; a shown one fills up. */
export function loadingBarFinished(state: LoadingBarState): LoadingBarState {
  if (state.phase !== 'loading') return state;
  return loadingBarFrame(state.elapsed, 'loading').visible ? next(state, 'finishing') : next(state, 'idle');
}

/** The state's timer ran out: a tick while loading, the hide delay, then the reset delay. */
export function loadingBarTimerElapsed(state: LoadingBarState): LoadingBarState {
  switch (state.phase) {
    case 'loading':
      return next(state, 'loading', state.elapsed + LOADING_BAR.tickMs);
    case 'finishing':
      return next(state, 'hiding');
    case 'hiding':
      return next(state, 'idle');
    case 'idle':
      return state;
  }
}

/** The timer this state needs, or null: none when idle, and none once the creep has reached its hold. */
export function loadingBarTimer(state: LoadingBarState): LoadingBarTimer | null {
  const { version } = state;
  switch (state.phase) {
    case 'loading':
      return state.elapsed < LOADING_BAR.throttleMs + LOADING_BAR.durationMs ? { version, ms: LOADING_BAR.tickMs } : null;
    case 'finishing':
      return { version, ms: LOADING_BAR.hideDelayMs };
    case 'hiding':
      return { version, ms: LOADING_BAR.resetDelayMs };
    case 'idle':
      return null;
  }
}
