import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { TOAST_DEFAULT_DURATION_MS, TOAST_LIMIT, type Toast } from '../../../../domain/index.ts';
import {
  $toasts,
  $toastsPaused,
  toastDismissed,
  toastRemoveDelayFx,
  toastShown,
  toastsPaused,
  toastsResumed,
  toastSwipedAway,
  toastTimerFx,
  type ToastTimer,
} from '../../../../ui/features/shared/toasts/model.ts';

/** A timer that never runs out (its token is never current), so toasts stay open. */
const stillRunning = (timer: ToastTimer): ToastTimer => ({ ...timer, token: -1 });

function setup(timer: (t: ToastTimer) => ToastTimer = stillRunning) {
  const timers: ToastTimer[] = [];
  const removals: { id: string; list: readonly Toast[] }[] = [];
  const scope: Scope = fork({
    handlers: [
      [toastTimerFx, (t: ToastTimer) => (timers.push(t), timer(t))],
      [toastRemoveDelayFx, (id: string) => (removals.push({ id, list: scope.getState($toasts) }), id)],
    ],
  });
  return { scope, timers, removals };
}

const show = (scope: Scope, id: string, duration?: number) =>
  allSettled(toastShown, { scope, params: duration === undefined ? { id, title: `Toast ${id}` } : { id, title: `Toast ${id}`, duration } });

describe('toasts model', () => {
  it('keeps at most five toasts, newest first', async () => {
    const { scope } = setup();
    for (const id of ['1', '2', '3', '4', '5', '6']) await show(scope, id);
    expect(scope.getState($toasts).map((t) => t.id)).toEqual(['6', '5', '4', '3', '2']);
    expect(scope.getState($toasts)).toHaveLength(TOAST_LIMIT);
  });

  it('dismisses a shown toast after its duration, then removes it', async () => {
    const { scope, timers, removals } = setup((t) => t);
    await show(scope, 'a');
    expect(timers.map((t) => [t.id, t.ms])).toEqual([['a', TOAST_DEFAULT_DURATION_MS]]);
    // When the removal delay starts the toast is still listed, closed, so it can animate out.
    expect(removals).toEqual([{ id: 'a', list: [expect.objectContaining({ id: 'a', open: false })] }]);
    expect(scope.getState($toasts)).toEqual([]);
  });

  it("uses the toast's own duration and never times a toast without a finite one", async () => {
    const { scope, timers } = setup();
    await show(scope, 'short', 1500);
    await show(scope, 'sticky', Infinity);
    expect(timers.map((t) => [t.id, t.ms])).toEqual([['short', 1500]]);
  });

  it('a timer cancelled by a dismissal does not act again', async () => {
    const { scope, removals } = setup();
    await show(scope, 'a');
    await allSettled(toastDismissed, { scope, params: 'a' });
    expect(removals.map((r) => r.id)).toEqual(['a']);
    expect(scope.getState($toasts)).toEqual([]);
  });

  it('closes a toast swiped away', async () => {
    const { scope } = setup();
    await show(scope, 'a');
    await allSettled(toastSwipedAway, { scope, params: 'a' });
    expect(scope.getState($toasts)).toEqual([]);
  });

  it('starts no timer while paused and restarts every open toast on resume', async () => {
    const { scope, timers } = setup();
    await show(scope, 'a', 3000);
    await allSettled(toastsPaused, { scope });
    expect(scope.getState($toastsPaused)).toBe(true);
    await show(scope, 'b');
    expect(timers.map((t) => t.id)).toEqual(['a']);
    await allSettled(toastsResumed, { scope });
    expect(timers.slice(1).map((t) => [t.id, t.ms])).toEqual([
      ['b', TOAST_DEFAULT_DURATION_MS],
      ['a', 3000],
    ]);
  });

  it('a timer from before a pause does not close the toast', async () => {
    let release: (() => void) | undefined;
    const scope = fork({
      handlers: [
        [toastTimerFx, (t: ToastTimer) => new Promise<ToastTimer>((resolve) => (release = () => resolve(t)))],
        [toastRemoveDelayFx, (id: string) => id],
      ],
    });
    const shown = show(scope, 'a');
    // Not awaited: allSettled would wait for the timer still under way; the event itself applies at once.
    const paused = allSettled(toastsPaused, { scope });
    release?.();
    await Promise.all([shown, paused]);
    expect(scope.getState($toasts).map((t) => [t.id, t.open])).toEqual([['a', true]]);
  });

  it('does not remove a toast shown again under the same id during its removal delay', async () => {
    const scope: Scope = fork({
      handlers: [
        [toastTimerFx, stillRunning],
        // During the delay the toast is shown again (not awaited: the event applies at once).
        [toastRemoveDelayFx, (id: string) => (void allSettled(toastShown, { scope, params: { id, title: 'again' } }), id)],
      ],
    });
    await show(scope, 'a');
    await allSettled(toastDismissed, { scope, params: 'a' });
    expect(scope.getState($toasts).map((t) => [t.title, t.open])).toEqual([['again', true]]);
  });
});
