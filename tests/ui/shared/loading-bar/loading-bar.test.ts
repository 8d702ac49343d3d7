import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOADING_BAR,
  LOADING_BAR_IDLE,
  loadingBarFinished,
  loadingBarFrame,
  loadingBarStarted,
  loadingBarTimer,
  loadingBarTimerElapsed,
  type LoadingBarFrame,
  type LoadingBarState,
} from '../../../../ui/features/shared/loading-bar/loading-bar.ts';

/** Plays a load of `loadMs` through the machine, running each timer when it falls due; returns every frame shown and the end state. */
function play(loadMs: number): { frames: LoadingBarFrame[]; end: LoadingBarState } {
  let state = loadingBarStarted(LOADING_BAR_IDLE);
  const frames = [loadingBarFrame(state.elapsed, state.phase)];
  let now = 0;
  for (let timer = loadingBarTimer(state); timer !== null && now + timer.ms <= loadMs; timer = loadingBarTimer(state)) {
    now += timer.ms;
    state = loadingBarTimerElapsed(state);
    frames.push(loadingBarFrame(state.elapsed, state.phase));
  }
  state = loadingBarFinished(state);
  frames.push(loadingBarFrame(state.elapsed, state.phase));
  for (let timer = loadingBarTimer(state); timer !== null; timer = loadingBarTimer(state)) {
    state = loadingBarTimerElapsed(state);
    frames.push(loadingBarFrame(state.elapsed, state.phase));
  }
  return { frames, end: state };
}

describe('loadingBarFrame', () => {
  it('is hidden during the 200 ms throttle, then creeps toward 90 % over 2000 ms', () => {
    expect(loadingBarFrame(0, 'loading')).toEqual({ visible: false, progress: 0 });
    expect(loadingBarFrame(199, 'loading').visible).toBe(false);
    expect(loadingBarFrame(200, 'loading')).toEqual({ visible: true, progress: 0 });
    expect(loadingBarFrame(1200, 'loading').progress).toBeGreaterThan(45);
    expect(loadingBarFrame(2200, 'loading').progress).toBe(LOADING_BAR.trickleMax);
    expect(loadingBarFrame(60_000, 'loading').progress).toBe(LOADING_BAR.trickleMax);
  });

  it('is full while finishing, hidden while hiding, empty when idle', () => {
    expect(loadingBarFrame(0, 'finishing')).toEqual({ visible: true, progress: 100 });
    expect(loadingBarFrame(0, 'hiding')).toEqual({ visible: false, progress: 100 });
    expect(loadingBarFrame(0, 'idle')).toEqual({ visible: false, progress: 0 });
  });

  it('never goes backwards while loading and stays within 0..90', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (a, b) => {
        const [early, late] = [loadingBarFrame(Math.min(a, b), 'loading'), loadingBarFrame(Math.max(a, b), 'loading')];
        return early.progress <= late.progress && late.progress >= 0 && late.progress <= LOADING_BAR.trickleMax;
      }),
    );
  });
});

describe('the loading bar machine', () => {
  it('never shows a load that finishes within 200 ms (150 ms)', () => {
    const { frames, end } = play(150);
    expect(frames.some((f) => f.visible)).toBe(false);
    expect(end).toMatchObject({ phase: 'idle' });
  });

  it('shows a 250 ms load, fills it, then hides and resets it', () => {
    const { frames, end } = play(250);
    expect(frames.some((f) => f.visible)).toBe(true);
    expect(frames.slice(-3)).toEqual([
      { visible: true, progress: 100 },
      { visible: false, progress: 100 },
      { visible: false, progress: 0 },
    ]);
    expect(end.phase).toBe('idle');
  });

  it('shows a load exactly when it outlasts the throttle', () => {
    fc.assert(
      fc.property(fc.nat(10_000), (loadMs) => play(loadMs).frames.some((f) => f.visible) === loadMs >= LOADING_BAR.throttleMs),
    );
  });

  it('waits 500 ms to hide and 400 ms more to reset after finishing', () => {
    let state = loadingBarFinished(loadingBarTimerElapsed(loadingBarTimerElapsed(loadingBarStarted(LOADING_BAR_IDLE))));
    expect(state.phase).toBe('finishing');
    expect(loadingBarTimer(state)?.ms).toBe(LOADING_BAR.hideDelayMs);
    state = loadingBarTimerElapsed(state);
    expect(state.phase).toBe('hiding');
    expect(loadingBarTimer(state)?.ms).toBe(LOADING_BAR.resetDelayMs);
    expect(loadingBarTimer(loadingBarTimerElapsed(state))).toBeNull();
  });

  it('stops ticking once the creep holds, and every transition changes the version', () => {
    let state = loadingBarStarted(LOADING_BAR_IDLE);
    let ticks = 0;
    while (loadingBarTimer(state) !== null) {
      const next = loadingBarTimerElapsed(state);
      expect(next.version).not.toBe(state.version);
      state = next;
      ticks += 1;
    }
    expect(ticks).toBe((LOADING_BAR.throttleMs + LOADING_BAR.durationMs) / LOADING_BAR.tickMs);
    expect(loadingBarFrame(state.elapsed, state.phase)).toEqual({ visible: true, progress: LOADING_BAR.trickleMax });
  });

  it('a new load starts over, hidden, even while the last one fades', () => {
    const fading = loadingBarTimerElapsed(loadingBarFinished({ phase: 'loading', elapsed: 500, version: 3 }));
    expect(fading.phase).toBe('hiding');
    const restarted = loadingBarStarted(fading);
    expect(restarted).toMatchObject({ phase: 'loading', elapsed: 0 });
    expect(loadingBarFrame(restarted.elapsed, restarted.phase).visible).toBe(false);
  });

  it('finishing when not loading changes nothing', () => {
    expect(loadingBarFinished(LOADING_BAR_IDLE)).toBe(LOADING_BAR_IDLE);
  });
});
