import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { LOADING_BAR, type LoadingBarTimer } from '../../../../ui/features/shared/loading-bar/loading-bar.ts';
import { $loadingBar, $loadingBarFrame, loadingBarTimerFx } from '../../../../ui/features/shared/loading-bar/model.ts';
import { pageLoadFinished, pageLoadStarted } from '../../../../ui/features/shared/page/model.ts';

describe('loading bar model', () => {
  it('follows the page-loading flag: creeps to 90 %, then fills, hides and resets', async () => {
    const waits: number[] = [];
    const scope = fork({ handlers: [[loadingBarTimerFx, (t: LoadingBarTimer) => (waits.push(t.ms), t)]] });

    await allSettled(pageLoadStarted, { scope });
    expect(scope.getState($loadingBar)).toMatchObject({ phase: 'loading', elapsed: LOADING_BAR.throttleMs + LOADING_BAR.durationMs });
    expect(scope.getState($loadingBarFrame)).toEqual({ visible: true, progress: LOADING_BAR.trickleMax });
    expect(waits).toEqual(Array.from({ length: 22 }, () => LOADING_BAR.tickMs));

    await allSettled(pageLoadFinished, { scope });
    expect(waits.slice(22)).toEqual([LOADING_BAR.hideDelayMs, LOADING_BAR.resetDelayMs]);
    expect(scope.getState($loadingBar).phase).toBe('idle');
    expect(scope.getState($loadingBarFrame)).toEqual({ visible: false, progress: 0 });
  });

  it('ignores a timer that outlived its state', async () => {
    // Every timer comes back one version late, as if set before the last transition.
    const scope = fork({ handlers: [[loadingBarTimerFx, (t: LoadingBarTimer) => ({ ...t, version: t.version - 1 })]] });
    await allSettled(pageLoadStarted, { scope });
    expect(scope.getState($loadingBar)).toMatchObject({ phase: 'loading', elapsed: 0 });
  });

  it('a load that ends before the first tick is never shown', async () => {
    const scope = fork({ handlers: [[loadingBarTimerFx, (t: LoadingBarTimer) => ({ ...t, version: -1 })]] });
    await allSettled(pageLoadStarted, { scope });
    await allSettled(pageLoadFinished, { scope });
    expect(scope.getState($loadingBar).phase).toBe('idle');
    expect(scope.getState($loadingBarFrame).visible).toBe(false);
  });
});
