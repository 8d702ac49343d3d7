/**
 * Toasts: the short notices in the corner, as a pure list reducer with the
 * product's limits and timings.
 */
export {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_DEFAULT_LABEL,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from './constants.ts';
export {
  addToast,
  createToast,
  dismissAllToasts,
  dismissToast,
  removeToast,
  swipeDismisses,
  updateToast,
  type Toast,
  type ToastInput,
  type ToastPatch,
} from './toast-list.ts';
