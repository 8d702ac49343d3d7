import { createEffect, createStore, sample } from 'effector';
import { $pageLoading } from '../page/model.ts';
import { LOADING_BAR_IDLE, loadingBarFinished, loadingBarFrame, loadingBarStarted, loadingBarTimer, loadingBarTimerElapsed, type LoadingBarState, type LoadingBarTimer } from './loading-bar.ts';

/** Waits out one of the bar's timers (a tick, the hide delay, the reset delay); resolves with it. */
export const loadingBarTimerFx = createEffect<LoadingBarTimer, LoadingBarTimer>(
  (timer) => new Promise((resolve) => setTimeout(() => resolve(timer), timer.ms)),
);

/** The bar's machine state; it follows `$pageLoading` (spec section 4 'Page loading'). */
export const $loadingBar = createStore<LoadingBarState>(LOADING_BAR_IDLE, { sid: 'loading-bar/$loadingBar', serialize: 'ignore' });
/** What the component draws. */
export const $loadingBarFrame = $loadingBar.map((state) => loadingBarFrame(state.elapsed, state.phase));

sample({ clock: $pageLoading.updates, source: $loadingBar, fn: (state, loading) => (loading ? loadingBarStarted(state) : loadingBarFinished(state)), target: $loadingBar });

// Every new state asks for its own timer; a timer that outlived its state (version changed) is ignored.
sample({ clock: $loadingBar.updates.filterMap((state) => loadingBarTimer(state) ?? undefined), target: loadingBarTimerFx });
sample({
  clock: loadingBarTimerFx.doneData,
  source: $loadingBar,
  filter: (state, timer) => state.version === timer.version,
  fn: (state) => loadingBarTimerElapsed(state),
  target: $loadingBar,
});
