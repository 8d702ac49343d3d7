import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { BillingDetailsView, SaveBillingDetailsParams } from '../../../../contracts/accounts/index.ts';
import { checkBillingDetails, type DomainError } from '../../../../domain/index.ts';
import { $page } from '../../shared/page/model.ts';
import { $isLoggedIn } from '../session/model.ts';

/*
 * The Billing tab of /dashboard/account: who the buyer is on an invoice.
 * The form is checked by the same domain rule the server applies, so the
 * field at fault shows before sending; the saved details fill the form when
 * the tab opens. (The checkout has no billing fields yet: they are stored.)
 */

export type BillingField = 'name' | 'address' | 'city' | 'postalCode' | 'country' | 'vatId';
export type BillingForm = Readonly<Record<BillingField, string>>;

export const loadBillingFx = createEffect<void, BillingDetailsView | null, DomainError>();
export const saveBillingFx = createEffect<SaveBillingDetailsParams, BillingDetailsView, DomainError>();

export const billingFieldChanged = createEvent<{ readonly field: BillingField; readonly value: string }>();
export const billingSaveClicked = createEvent();

const EMPTY: BillingForm = { name: '', address: '', city: '', postalCode: '', country: '', vatId: '' };
const formOf = (saved: BillingDetailsView | null): BillingForm => (saved === null ? EMPTY : { ...saved, vatId: saved.vatId ?? '' });

export const $billingForm = createStore<BillingForm>(EMPTY, { sid: 'billing/$form', serialize: 'ignore' })
  .on(billingFieldChanged, (form, { field, value }) => ({ ...form, [field]: value }))
  .on([loadBillingFx.doneData, saveBillingFx.doneData], (_, saved) => formOf(saved));

/** The first field the domain refuses, or null when the form would be accepted. */
export const $billingInvalidField = $billingForm.map((form): BillingField | null => {
  const checked = checkBillingDetails(form);
  if (checked.isOk()) return null;
  return (checked.error.details?.['field'] as BillingField | undefined) ?? 'name';
});
export const $billingSaving = saveBillingFx.pending;
export const $billingError = createStore<string | null>(null, { sid: 'billing/$error', serialize: 'ignore' })
  .on(saveBillingFx.failData, (_, error) => error.code)
  .reset([saveBillingFx, billingFieldChanged]);
export const $billingSaved = createStore(false, { sid: 'billing/$saved', serialize: 'ignore' }).on(saveBillingFx.done, () => true).reset(billingFieldChanged);
/** Whether anything was typed or loaded: an untouched empty form shows no complaint. */
export const $billingTouched = combine($billingForm, (form) => Object.values(form).some((value) => value.trim() !== ''));

sample({
  clock: billingSaveClicked,
  source: { form: $billingForm, invalid: $billingInvalidField, saving: $billingSaving },
  filter: ({ invalid, saving }) => invalid === null && !saving,
  fn: ({ form }): SaveBillingDetailsParams => ({ ...form, vatId: form.vatId.trim() === '' ? null : form.vatId }),
  target: saveBillingFx,
});

const $wanted = combine($isLoggedIn, $page, (loggedIn, page) => loggedIn && page.name === 'dashboardAccount' && page.params['tab']?.toLowerCase() === 'billing');
sample({ clock: $wanted.updates, filter: Boolean, target: loadBillingFx });
