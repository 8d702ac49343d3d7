import { createEffect, createEvent, createStore, sample } from 'effector';
import { tooltipOpenDelay } from './delay.ts';

/**
 * The tooltips of the page share one model: at most one is open, and the
 * time the last one closed decides whether the next opens at once.
 */

/** A wait for a tooltip to open: which one, the close time it was measured against, and its token. */
export interface TooltipWait {
  readonly id: string;
  readonly lastClosedAt: number | null;
  readonly token: number;
}

/** Waits the opening delay (`tooltipOpenDelay` against the clock); resolves with the wait it was given. */
export const tooltipDelayFx = createEffect<TooltipWait, TooltipWait>((wait) => {
  const ms = tooltipOpenDelay(Date.now(), wait.lastClosedAt);
  return ms === 0 ? wait : new Promise((resolve) => setTimeout(() => resolve(wait), ms));
});
/** Reads the clock when a tooltip closes. */
export const tooltipClockFx = createEffect<void, number>(() => Date.now());

/** The open tooltip's id, or null. */
export const $openTooltip = createStore<string | null>(null, { sid: 'tooltip/$openTooltip', serialize: 'ignore' });
/** When a tooltip last closed (epoch ms), or null. */
export const $tooltipLastClosedAt = createStore<number | null>(null, { sid: 'tooltip/$tooltipLastClosedAt', serialize: 'ignore' });
/** The wait under way: only its token may open a tooltip. */
const $pendingWait = createStore<TooltipWait | null>(null, { sid: 'tooltip/$pendingWait', serialize: 'ignore' });
const $lastToken = createStore(0, { sid: 'tooltip/$lastToken', serialize: 'ignore' });

/** The pointer entered, or focus reached, the trigger of tooltip `id`. */
export const tooltipTriggered = createEvent<string>();
/** The pointer left, focus left, or Escape was pressed, for tooltip `id`. */
export const tooltipDismissed = createEvent<string>();

const waitStarted = sample({
  clock: tooltipTriggered,
  source: { lastClosedAt: $tooltipLastClosedAt, token: $lastToken },
  fn: ({ lastClosedAt, token }, id): TooltipWait => ({ id, lastClosedAt, token: token + 1 }),
});
$lastToken.on(waitStarted, (_, wait) => wait.token);
sample({ clock: waitStarted, target: [$pendingWait, tooltipDelayFx] });

const opened = sample({
  clock: tooltipDelayFx.doneData,
  source: $pendingWait,
  filter: (pending, done) => pending?.token === done.token,
  fn: (_, done) => done.id,
});
sample({ clock: opened, target: $openTooltip });
sample({ clock: opened, fn: () => null, target: $pendingWait });

// Dismissing cancels its own wait; if it was open, it closes and the close time is kept.
sample({ clock: tooltipDismissed, source: $pendingWait, filter: (pending, id) => pending?.id === id, fn: () => null, target: $pendingWait });
const closed = sample({ clock: tooltipDismissed, source: $openTooltip, filter: (open, id) => open === id });
sample({ clock: closed, fn: () => null, target: $openTooltip });
sample({ clock: closed, target: tooltipClockFx });
sample({ clock: tooltipClockFx.doneData, target: $tooltipLastClosedAt });
