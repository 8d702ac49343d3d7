/**
 * When a tooltip opens (spec section 9): 700 ms after the pointer or focus
 * arrives, or at once when another tooltip closed less than 300 ms ago, so
 * moving along a toolbar does not wait again for each button.
 *
 * Reading: "less than 300 ms" is strict; a clock that went backwards (a close
 * time in the future) counts as recent, so it never adds a delay by surprise.
 */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Milliseconds to wait before opening, given the time now and when a tooltip last closed (null if none yet). */
export function tooltipOpenDelay(now: number, lastClosedAt: number | null): number {
  return lastClosedAt !== null && now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
}
