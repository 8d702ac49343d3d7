import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { PayoutDetailsAnswer, SavePayoutDetailsParams } from '../../../../contracts/payouts/index.ts';
import { checkPayoutDetails, PAYOUT_DETAIL_FIELDS, type DomainError, type PayoutMethodId } from '../../../../domain/index.ts';
import { $isLoggedIn } from '../../accounts/session/model.ts';
import { $page } from '../../shared/page/model.ts';

/*
 * Saved payout details: the payouts tab of /dashboard/account edits one set
 * per payout method (checked by the same domain rules the server applies,
 * so the field at fault shows before sending); the withdrawal form reads
 * the saved sets (masked) to pre-fill itself.
 */

export const loadPayoutDetailsFx = createEffect<void, readonly PayoutDetailsAnswer[], DomainError>();
export const savePayoutDetailsFx = createEffect<SavePayoutDetailsParams, PayoutDetailsAnswer, DomainError>();

export const payoutDetailsMethodChosen = createEvent<PayoutMethodId>();
export const payoutDetailsFieldTyped = createEvent<{ readonly name: string; readonly value: string }>();
export const payoutDetailsSaveClicked = createEvent();

/** The saved sets, masked; null until loaded. */
export const $savedPayoutDetails = createStore<readonly PayoutDetailsAnswer[] | null>(null, { sid: 'payoutDetails/$saved', serialize: 'ignore' })
  .on(loadPayoutDetailsFx.doneData, (_, list) => list)
  .on(savePayoutDetailsFx.doneData, (list, saved) => [saved, ...(list ?? []).filter((s) => s.method !== saved.method)]);

export const $payoutDetailsMethod = createStore<PayoutMethodId>('CRYPTO', { sid: 'payoutDetails/$method', serialize: 'ignore' }).on(payoutDetailsMethodChosen, (_, method) => method);
/** What is typed, per field of the chosen method; a method change starts empty (masked values are never sent back). */
export const $payoutDetailsForm = createStore<Readonly<Record<string, string>>>({}, { sid: 'payoutDetails/$form', serialize: 'ignore' })
  .on(payoutDetailsFieldTyped, (form, { name, value }) => ({ ...form, [name]: value }))
  .reset([payoutDetailsMethodChosen, savePayoutDetailsFx.done]);

export const $payoutDetailsFields = $payoutDetailsMethod.map((method) => PAYOUT_DETAIL_FIELDS[method].map((field) => ({ name: field.name, sensitive: field.sensitive })));
/** The saved set of the chosen method, masked, or null. */
export const $payoutDetailsCurrent = combine($savedPayoutDetails, $payoutDetailsMethod, (saved, method) => saved?.find((s) => s.method === method) ?? null);

/** The first field the domain refuses (`email`, `iban`…), or null when the form would be accepted. */
export const $payoutDetailsInvalidField = combine($payoutDetailsMethod, $payoutDetailsForm, (method, form) => {
  const checked = checkPayoutDetails(method, form);
  if (checked.isOk()) return null;
  const field = checked.error.details?.['field'];
  return typeof field === 'string' ? field.replace(/^details\./, '') : null;
});
export const $payoutDetailsSaving = savePayoutDetailsFx.pending;
export const $payoutDetailsError = createStore<string | null>(null, { sid: 'payoutDetails/$error', serialize: 'ignore' })
  .on(savePayoutDetailsFx.failData, (_, error) => error.code)
  .reset([savePayoutDetailsFx, payoutDetailsFieldTyped, payoutDetailsMethodChosen]);
export const $payoutDetailsJustSaved = createStore(false, { sid: 'payoutDetails/$justSaved', serialize: 'ignore' })
  .on(savePayoutDetailsFx.done, () => true)
  .reset([payoutDetailsFieldTyped, payoutDetailsMethodChosen]);

sample({
  clock: payoutDetailsSaveClicked,
  source: { method: $payoutDetailsMethod, details: $payoutDetailsForm, invalid: $payoutDetailsInvalidField, saving: $payoutDetailsSaving },
  filter: ({ invalid, saving }) => invalid === null && !saving,
  fn: ({ method, details }): SavePayoutDetailsParams => ({ method, details: { ...details } }),
  target: savePayoutDetailsFx,
});

const $wanted = combine(
  $isLoggedIn,
  $page,
  (loggedIn, page) => loggedIn && (page.name === 'dashboardFinancesWithdrawals' || (page.name === 'dashboardAccount' && page.params['tab']?.toLowerCase() === 'payouts')),
);
sample({ clock: $wanted.updates, filter: Boolean, target: loadPayoutDetailsFx });
