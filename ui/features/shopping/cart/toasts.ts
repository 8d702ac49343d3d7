import { createEffect, sample } from 'effector';
import type { ToastInput } from '../../../../domain/index.ts';
import type { TranslationKey } from '../../../i18n/resources.ts';
import { toastShown } from '../../shared/toasts/model.ts';

/*
 * The cart's and checkout's toasts, named by translation key: the browser
 * binds the translation (ui/i18n/translator.ts, composition-root/client-cart.ts); without
 * it, the English fallback shows.
 */

/** A toast to show, by translation key; the browser binds the translation, the default shows `fallback`. */
export interface ToastMessage {
  readonly id: string;
  readonly key: TranslationKey;
  readonly values?: Readonly<Record<string, string | number>>;
  /** Shown when there is no translator, or the key has no text. */
  readonly fallback: string;
  readonly color?: string;
}

/** Turns a toast message into the toast's text in the page language. */
export const translateToastFx = createEffect<ToastMessage, ToastInput>((message) => ({
  id: message.id,
  title: message.fallback,
  ...(message.color === undefined ? {} : { color: message.color }),
}));

/** Shows several toasts at once (one per line the server removed). */
export const showToastsFx = createEffect(async (messages: readonly ToastMessage[]) => {
  await Promise.all(messages.map((message) => translateToastFx(message)));
});

sample({ clock: translateToastFx.doneData, target: toastShown });
