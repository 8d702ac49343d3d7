import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { ProfileView, UpdateProfileParams } from '../../../../contracts/accounts/index.ts';
import type { DomainError, OnboardingIntent, Role } from '../../../../domain/index.ts';
import { appHydrated } from '../../shared/app/model.ts';
import { $geo } from '../../shared/geo/model.ts';
import { $page } from '../../shared/page/model.ts';
import { $user } from '../session/model.ts';

/*
 * The Profile tab of /dashboard/account and /onboarding: the form starts from
 * the user's own record (and, for a new user's country, where geo location
 * places them); pictures are uploaded first (checked and re-encoded by the
 * server) and then set by the key the upload answered. The record itself
 * updates live, so the form needs no reload after saving.
 */

export type ProfileField = 'username' | 'phoneNumber' | 'country';
export interface ProfileForm {
  readonly username: string;
  readonly phoneNumber: string;
  readonly country: string;
}
export type PictureKind = 'avatar' | 'coverPhoto';

export const updateProfileFx = createEffect<UpdateProfileParams, ProfileView, DomainError>();
export const becomeSellerFx = createEffect<void, { readonly roles: readonly Role[] }, DomainError>();
export const uploadProfileImageFx = createEffect<{ readonly kind: PictureKind; readonly file: File }, { readonly kind: PictureKind; readonly key: string }, DomainError>();

export const profileFieldChanged = createEvent<{ readonly field: ProfileField; readonly value: string }>();
export const profileSubmitted = createEvent();
export const pictureChosen = createEvent<{ readonly kind: PictureKind; readonly file: File }>();
export const pictureRemoved = createEvent<PictureKind>();
export const intentChosen = createEvent<OnboardingIntent>();
export const onboardingSubmitted = createEvent();

const EMPTY: ProfileForm = { username: '', phoneNumber: '', country: '' };
export const $profileForm = createStore<ProfileForm>(EMPTY, { sid: 'profile/$form', serialize: 'ignore' }).on(profileFieldChanged, (form, { field, value }) => ({ ...form, [field]: value }));
/** The refusal to show: the field it names (or the form), and its code for the words. */
export const $profileError = createStore<{ readonly field: string; readonly code: string } | null>(null, { sid: 'profile/$error', serialize: 'ignore' })
  .on([updateProfileFx.failData, becomeSellerFx.failData, uploadProfileImageFx.failData], (_, e) => ({ field: fieldOf(e), code: e.code }))
  .reset([profileSubmitted, onboardingSubmitted, pictureChosen, profileFieldChanged]);
export const $profileSaved = createStore(false, { sid: 'profile/$saved', serialize: 'ignore' }).on(updateProfileFx.done, () => true).reset([profileFieldChanged, profileSubmitted, pictureChosen]);
export const $profileBusy = combine(updateProfileFx.pending, becomeSellerFx.pending, uploadProfileImageFx.pending, (a, b, c) => a || b || c);
/**
 * Country names come from the runtime's Intl data, which differs between the
 * server's Node and the reader's browser: the full list is drawn only once
 * the page is hydrated, so the server's HTML and the first client render agree.
 */
export const $countryNamesReady = createStore(false, { sid: 'profile/$countryNamesReady', serialize: 'ignore' }).on(appHydrated, () => true);
export const $intent = createStore<OnboardingIntent>('BUY', { sid: 'onboarding/$intent', serialize: 'ignore' }).on(intentChosen, (_, i) => i);
/** Set once onboarding saved: the next steps it shows depend on what the user came to do. */
export const $onboarded = createStore<OnboardingIntent | null>(null, { sid: 'onboarding/$done', serialize: 'ignore' });

function fieldOf(error: DomainError): string {
  const field = error.details?.['field'];
  return typeof field === 'string' ? field.replace(/^params\.0\./, '') : 'form';
}

// The form starts from the record whenever one of its pages opens (or the record arrives after the page).
const $formPage = $page.map((page) => (page.name === 'onboarding' || (page.name === 'dashboardAccount' && page.params['tab'] === 'profile') ? page.name : null));
sample({
  clock: [$formPage.updates, $user.updates],
  source: { page: $formPage, user: $user, geo: $geo, form: $profileForm },
  filter: ({ page, user, form }) => page !== null && user !== null && form.username === '',
  fn: ({ user, geo }): ProfileForm => ({ username: user?.username ?? '', phoneNumber: user?.phoneNumber ?? '', country: user?.country ?? geo.country ?? '' }),
  target: $profileForm,
});
sample({ clock: $formPage.updates, filter: (page) => page === null, target: [$profileForm.reinit, $profileError.reinit, $profileSaved.reinit] });

/** Only what differs from the record is sent; an empty phone clears it. */
function changesOf(form: ProfileForm, user: { readonly username: string; readonly phoneNumber: string | null; readonly country: string | null } | null): UpdateProfileParams {
  const phone = form.phoneNumber.trim();
  return {
    ...(form.username.trim() !== user?.username ? { username: form.username.trim() } : {}),
    ...(phone !== (user?.phoneNumber ?? '') ? { phoneNumber: phone === '' ? null : phone } : {}),
    ...(form.country !== '' && form.country !== user?.country ? { country: form.country } : {}),
  };
}

sample({ clock: profileSubmitted, source: { form: $profileForm, user: $user }, fn: ({ form, user }) => changesOf(form, user), target: updateProfileFx });
sample({ clock: pictureChosen, target: uploadProfileImageFx });
sample({ clock: uploadProfileImageFx.doneData, fn: ({ kind, key }): UpdateProfileParams => (kind === 'avatar' ? { avatarKey: key } : { coverPhotoKey: key }), target: updateProfileFx });
sample({ clock: pictureRemoved, fn: (kind): UpdateProfileParams => (kind === 'avatar' ? { avatarKey: null } : { coverPhotoKey: null }), target: updateProfileFx });

// Onboarding: the name and country first; a seller is made one after, so a refused name leaves the roles as they were.
const onboardingSaved = sample({ clock: onboardingSubmitted, source: { form: $profileForm, user: $user }, fn: ({ form, user }) => changesOf(form, user) });
sample({ clock: onboardingSaved, target: updateProfileFx });
const $awaitingOnboarding = createStore(false, { sid: 'onboarding/$awaiting', serialize: 'ignore' })
  .on(onboardingSubmitted, () => true)
  .on([updateProfileFx.fail, becomeSellerFx.finally], () => false);
const saved = sample({ clock: updateProfileFx.done, source: { awaiting: $awaitingOnboarding, intent: $intent }, filter: ({ awaiting }) => awaiting, fn: ({ intent }) => intent });
sample({ clock: saved, filter: (intent) => intent === 'SELL', target: becomeSellerFx });
sample({ clock: saved, filter: (intent) => intent === 'BUY', fn: () => 'BUY' as const, target: [$onboarded, $awaitingOnboarding.reinit] });
sample({ clock: becomeSellerFx.done, fn: () => 'SELL' as const, target: $onboarded });

// Finishing onboarding is recorded (onboardedAt), so the dashboard stops offering it.
export const completeOnboardingFx = createEffect<void, { readonly onboardedAt: string }, DomainError>();
sample({ clock: $onboarded.updates, filter: (intent) => intent !== null, fn: () => undefined, target: completeOnboardingFx });

/*
 * A signed-in user who never finished onboarding is offered it on the
 * dashboard pages: a banner linking to /onboarding (less intrusive than a
 * redirect), dismissable for the rest of the visit.
 */
export const onboardingBannerDismissed = createEvent();
const $bannerDismissed = createStore(false, { sid: 'onboarding/$bannerDismissed', serialize: 'ignore' }).on(onboardingBannerDismissed, () => true);
export const $onboardingBannerShown = combine(
  $user,
  $page,
  $bannerDismissed,
  (user, page, dismissed) => user !== null && user.onboardedAt === null && !dismissed && page.name.startsWith('dashboard'),
);
