import { createEvent, createStore } from 'effector';
import { addToast, createToast, dismissToast, removeToast, type Toast, type ToastInput } from '../../../domain/index.ts';

/** At most five toasts (the domain's rule), newest first. */
export const $toasts = createStore<readonly Toast[]>([], { sid: 'toasts/$toasts', serialize: 'ignore' });

export const toastShown = createEvent<ToastInput>();
export const toastDismissed = createEvent<string>();
export const toastRemoved = createEvent<string>();

$toasts
  .on(toastShown, (list, input) => addToast(list, createToast(input)))
  .on(toastDismissed, (list, id) => dismissToast(list, id))
  .on(toastRemoved, (list, id) => removeToast(list, id));
