/** How many toasts are kept at once (spec section 9); older ones are dropped. */
export const TOAST_LIMIT = 5;
/** How long a toast stays open unless it says otherwise. */
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** How long a closed toast stays in the list, so its closing animation can run, before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 200;
/** How far a toast must be swiped to the right to close it. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The key that moves focus to the toast viewport. */
export const TOAST_HOTKEY = 'F8';
/** The accessible label of the toast viewport when none is given. */
export const TOAST_DEFAULT_LABEL = 'Notification';
