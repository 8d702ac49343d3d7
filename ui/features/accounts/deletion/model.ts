import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { DeleteAccountParams } from '../../../../contracts/accounts/index.ts';
import { DELETION_BLOCKERS, type DeletionBlocker, type DomainError } from '../../../../domain/index.ts';
import { $user } from '../session/model.ts';

/*
 * The Delete account tab: the export of one's data comes first (a JSON file
 * the effect saves), then the confirmation — the password (or a two-factor
 * code when 2FA is on) and a ticked box. A refusal says why (open orders, a
 * balance, an unpaid withdrawal). Once deleted, the effect leaves for the
 * home page, signed out.
 */

export const exportMyDataFx = createEffect<void, void, DomainError>();
export const deleteAccountFx = createEffect<DeleteAccountParams, void, DomainError>();

export const exportClicked = createEvent();
export const deletionPasswordChanged = createEvent<string>();
export const deletionCodeChanged = createEvent<string>();
export const deletionConfirmToggled = createEvent<boolean>();
export const deleteClicked = createEvent();

export const $exported = createStore(false, { sid: 'deletion/$exported', serialize: 'ignore' }).on(exportMyDataFx.done, () => true);
export const $deletionPassword = createStore('', { sid: 'deletion/$password', serialize: 'ignore' }).on(deletionPasswordChanged, (_, v) => v);
export const $deletionCode = createStore('', { sid: 'deletion/$code', serialize: 'ignore' }).on(deletionCodeChanged, (_, v) => v);
export const $deletionConfirmed = createStore(false, { sid: 'deletion/$confirmed', serialize: 'ignore' }).on(deletionConfirmToggled, (_, v) => v);
/** Whether the account proves itself by a two-factor code (2FA on) rather than the password. */
export const $deletionNeedsCode = $user.map((user) => user?.twoFactorEnabled ?? false);
/** The refusal's code (ACCOUNT_HAS_OPEN_ORDERS, LOGIN_FAILED…) for the words to show. */
export const $deletionError = createStore<string | null>(null, { sid: 'deletion/$error', serialize: 'ignore' })
  .on([deleteAccountFx.failData, exportMyDataFx.failData], (_, error) => error.code)
  .reset([deleteClicked, exportClicked, deletionPasswordChanged, deletionCodeChanged]);
/** Every reason the server gave for refusing (details.blockers), or the code alone when it named a blocker without the list. */
export const $deletionBlockers = createStore<readonly DeletionBlocker[]>([], { sid: 'deletion/$blockers', serialize: 'ignore' })
  .on(deleteAccountFx.failData, (_, error) => {
    const isBlocker = (value: unknown): value is DeletionBlocker => (DELETION_BLOCKERS as readonly unknown[]).includes(value);
    const listed = error.details?.['blockers'];
    if (Array.isArray(listed)) return listed.filter(isBlocker);
    return isBlocker(error.code) ? [error.code] : [];
  })
  .reset(deleteClicked);
export const $deletionBusy = combine(deleteAccountFx.pending, exportMyDataFx.pending, (a, b) => a || b);
/** The delete button is enabled once the box is ticked and the proof typed. */
export const $deletionReady = combine($deletionConfirmed, $deletionPassword, $deletionCode, $deletionNeedsCode, $deletionBusy, (confirmed, password, code, needsCode, busy) => {
  const proof = needsCode ? code.trim() : password;
  return confirmed && proof !== '' && !busy;
});

sample({ clock: exportClicked, filter: $deletionBusy.map((busy) => !busy), target: exportMyDataFx });
sample({
  clock: deleteClicked,
  source: { ready: $deletionReady, password: $deletionPassword, code: $deletionCode, needsCode: $deletionNeedsCode },
  filter: ({ ready }) => ready,
  fn: ({ password, code, needsCode }): DeleteAccountParams => (needsCode ? { twoFactorCode: code.trim(), confirm: true } : { password, confirm: true }),
  target: deleteAccountFx,
});
