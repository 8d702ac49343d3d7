import { createEffect, createEvent, createStore, sample } from 'effector';

/*
 * The clock the order pages count deadlines down with: it ticks once a
 * second while a countdown is on screen (a component says when it mounts and
 * unmounts) and stands still otherwise, so no timer runs on other pages or
 * on the server. Deadlines themselves come from the server; this is only
 * "now".
 */

/** Reads the time at once (when a countdown appears). */
export const readClockFx = createEffect<void, number>(() => Date.now());
/** Waits a second and answers the time (a fake in tests). */
export const clockTickFx = createEffect<void, number>(() => new Promise<number>((resolve) => setTimeout(() => resolve(Date.now()), 1000)));

export const countdownMounted = createEvent();
export const countdownUnmounted = createEvent();

/** How many countdowns are on screen; the clock runs while there is one. */
const $mounted = createStore(0, { sid: 'orders/$clockMounted', serialize: 'ignore' })
  .on(countdownMounted, (n) => n + 1)
  .on(countdownUnmounted, (n) => Math.max(0, n - 1));
export const $clockRunning = $mounted.map((n) => n > 0);

/** Now, in epoch milliseconds; null until a countdown asked for it. */
export const $now = createStore<number | null>(null, { sid: 'orders/$clockNow', serialize: 'ignore' })
  .on(readClockFx.doneData, (_, now) => now)
  .on(clockTickFx.doneData, (_, now) => now);

sample({ clock: countdownMounted, target: readClockFx });
// One tick at a time: a quick unmount and mount again joins the running tick instead of starting a second loop.
sample({ clock: [readClockFx.done, clockTickFx.done], source: { running: $clockRunning, ticking: clockTickFx.pending }, filter: ({ running, ticking }) => running && !ticking, target: clockTickFx });

/** What is left until `deadline` at `now`: days, and hours:minutes:seconds; `overdue` once it passed. */
export interface TimeLeft {
  readonly overdue: boolean;
  readonly days: number;
  readonly clock: string;
}

export function timeLeft(deadline: string, now: number): TimeLeft {
  const seconds = Math.max(0, Math.floor((Date.parse(deadline) - now) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    overdue: seconds === 0,
    days: Math.floor(seconds / 86_400),
    clock: `${pad(Math.floor((seconds % 86_400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`,
  };
}
