import { TOAST_DEFAULT_DURATION_MS, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD_PX } from './constants.ts';

/**
 * The toast list as a pure reducer (spec sections 3 and 9): newest first, at
 * most {@link TOAST_LIMIT} kept. Dismissing closes a toast (open false) and
 * the caller removes it {@link TOAST_REMOVE_DELAY_MS} later.
 *
 * Readings: when a sixth toast arrives the oldest one, the last in the list,
 * is dropped whether or not it is still open; adding a toast whose id is
 * already listed replaces that toast and moves it to the front, so ids stay
 * unique; operations on an unknown id leave the list unchanged.
 */

/** One toast. `color` is a theme colour name such as 'red' (the out-of-stock toast). */
export interface Toast {
  readonly id: string;
  readonly open: boolean;
  readonly title: string;
  readonly color?: string;
  readonly description?: string;
  /** Milliseconds the toast stays open before it closes itself. */
  readonly duration: number;
}

/** What a caller gives to show a toast; ids come from the caller because the domain has no randomness. */
export interface ToastInput {
  readonly id: string;
  readonly title: string;
  readonly color?: string;
  readonly description?: string;
  readonly duration?: number;
}

/** The fields a toast update may change. */
export type ToastPatch = Partial<Omit<Toast, 'id'>>;

/** A new, open toast with the default duration unless one is given. */
export function createToast(input: ToastInput): Toast {
  const { duration, ...rest } = input;
  return { ...rest, open: true, duration: duration ?? TOAST_DEFAULT_DURATION_MS };
}

/** The list with `toast` in front, without any toast of the same id, cut to the limit by dropping the oldest. */
export function addToast(list: readonly Toast[], toast: Toast): Toast[] {
  return [toast, ...list.filter((t) => t.id !== toast.id)].slice(0, TOAST_LIMIT);
}

/** The list with the toast of `id` changed by `patch`; its id and position never change. */
export function updateToast(list: readonly Toast[], id: string, patch: ToastPatch): Toast[] {
  return list.map((t) => (t.id === id ? { ...t, ...patch } : t));
}

/** The list with the toast of `id` closed; it stays listed until removed, so it can animate out. */
export function dismissToast(list: readonly Toast[], id: string): Toast[] {
  return list.map((t) => (t.id === id ? { ...t, open: false } : t));
}

/** The list with every toast closed. */
export function dismissAllToasts(list: readonly Toast[]): Toast[] {
  return list.map((t) => ({ ...t, open: false }));
}

/** The list without the toast of `id`. */
export function removeToast(list: readonly Toast[], id: string): Toast[] {
  return list.filter((t) => t.id !== id);
}

/** Whether a horizontal swipe of `deltaX` pixels closes a toast: far enough, and to the right. */
export function swipeDismisses(deltaX: number): boolean {
  return deltaX >= TOAST_SWIPE_THRESHOLD_PX;
}
