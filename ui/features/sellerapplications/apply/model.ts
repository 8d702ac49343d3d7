import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { GamesAnswer } from '../../../../contracts/catalog/index.ts';
import type { MySellerApplication, SellerApplicationFormInput, SellerApplicationView } from '../../../../contracts/sellerapplications/index.ts';
import { APPLICATION_LIMITS, type DomainError } from '../../../../domain/index.ts';
import { $isLoggedIn, $user } from '../../accounts/session/model.ts';
import { apiEffect } from '../../shared/api/model.ts';
import { $page } from '../../shared/page/model.ts';
import { EMPTY_DRAFT, draftErrors, inputOf, toggled, type ApplicationDraft, type DraftTextField } from './form.ts';

/*
 * /application: a signed-in user applies to be reviewed as a seller (the
 * games and product types they sell, from the catalog; experience, volume,
 * links, a contact handle, whether they need the bulk tools and the seller
 * API, why), sees their latest application and its outcome, and may
 * withdraw it while it waits. The application is read again when their
 * roles change live, so an approval shows without a reload.
 */

export const loadMyApplicationFx = createEffect<void, MySellerApplication, DomainError>();
export const submitApplicationFx = createEffect<SellerApplicationFormInput, SellerApplicationView, DomainError>();
export const withdrawApplicationFx = createEffect<void, SellerApplicationView, DomainError>();
export const loadApplicationGamesFx = apiEffect(() => ({ method: 'GET', path: '/api/games?limit=500' }), GamesAnswer);

export const gameToggled = createEvent<string>();
export const productTypeToggled = createEvent<string>();
export const fieldEdited = createEvent<{ readonly field: DraftTextField; readonly value: string }>();
export const linkEdited = createEvent<{ readonly index: number; readonly value: string }>();
export const linkAdded = createEvent();
export const linkRemoved = createEvent<number>();
export const bulkToolsToggled = createEvent<boolean>();
export const termsToggled = createEvent<boolean>();
export const applicationSubmitted = createEvent();
export const withdrawClicked = createEvent();

export const $applicationGames = createStore<GamesAnswer['games']>([], { sid: 'sellerApplication/$games', serialize: 'ignore' }).on(loadApplicationGamesFx.doneData, (_, answer) =>
  answer.games.filter((g) => !g.hidden),
);
export const $draft = createStore<ApplicationDraft>(EMPTY_DRAFT, { sid: 'sellerApplication/$draft', serialize: 'ignore' })
  .on(gameToggled, (d, game) => ({ ...d, games: toggled(d.games, game) }))
  .on(productTypeToggled, (d, type) => ({ ...d, productTypes: toggled(d.productTypes, type) }))
  .on(fieldEdited, (d, { field, value }) => ({ ...d, [field]: value }))
  .on(linkEdited, (d, { index, value }) => ({ ...d, links: d.links.map((l, i) => (i === index ? value : l)) }))
  .on(linkAdded, (d) => (d.links.length >= APPLICATION_LIMITS.links ? d : { ...d, links: [...d.links, ''] }))
  .on(linkRemoved, (d, index) => ({ ...d, links: d.links.length === 1 ? [''] : d.links.filter((_, i) => i !== index) }))
  .on(bulkToolsToggled, (d, on) => ({ ...d, wantsBulkTools: on }))
  .on(termsToggled, (d, on) => ({ ...d, acceptedTerms: on }))
  .reset(submitApplicationFx.done);
/** The product types the chosen games sell (every game's while none is chosen), once each, in catalog order. */
export const $applicationProductTypes = combine($applicationGames, $draft, (games, draft) => {
  const chosen = draft.games.length === 0 ? games : games.filter((g) => draft.games.includes(g.value));
  const seen = new Map<string, { readonly value: string; readonly label: string }>();
  for (const type of chosen.flatMap((g) => g.productTypes)) if (!seen.has(type.value)) seen.set(type.value, type);
  return [...seen.values()];
});
/** Set by the first submit: from then every problem shows. */
export const $attempted = createStore(false, { sid: 'sellerApplication/$attempted', serialize: 'ignore' }).on(applicationSubmitted, () => true).reset(submitApplicationFx.done);
export const $draftErrors = $draft.map(draftErrors);

export const $myApplication = createStore<SellerApplicationView | null>(null, { sid: 'sellerApplication/$mine', serialize: 'ignore' })
  .on(loadMyApplicationFx.doneData, (_, mine) => mine.application)
  .on([submitApplicationFx.doneData, withdrawApplicationFx.doneData], (_, view) => view)
  .reset($isLoggedIn.updates);
/** After a rejection: from when the user may apply again (an ISO timestamp); null when they may now. */
export const $reapplyAt = createStore<string | null>(null, { sid: 'sellerApplication/$reapplyAt', serialize: 'ignore' })
  .on(loadMyApplicationFx.doneData, (_, mine) => mine.reapplyAt)
  .reset([$isLoggedIn.updates, submitApplicationFx.done]);
export const $mineLoaded = createStore(false, { sid: 'sellerApplication/$mineLoaded', serialize: 'ignore' }).on(loadMyApplicationFx.finally, () => true).reset($isLoggedIn.updates);
/** Whether the form is offered: signed in, nothing waiting and no rejection's wait running. */
export const $mayApply = combine($isLoggedIn, $mineLoaded, $myApplication, $reapplyAt, (loggedIn, loaded, mine, wait) => loggedIn && loaded && mine?.status !== 'SUBMITTED' && wait === null);
/** The server's refusal: its code and the field it names, if any. */
export const $applicationError = createStore<{ readonly code: string; readonly field: string | null } | null>(null, { sid: 'sellerApplication/$error', serialize: 'ignore' })
  .on([submitApplicationFx.failData, withdrawApplicationFx.failData, loadMyApplicationFx.failData], (_, e) => ({ code: e.code, field: typeof e.details?.['field'] === 'string' ? e.details['field'] : null }))
  .reset([applicationSubmitted, withdrawClicked, submitApplicationFx.done]);
/**
 * The problems shown under the fields: the form's own once the user tried to
 * send it, and the field the server named (a game the catalog lost, a link it
 * refused) under the field it belongs to.
 */
export const $shownErrors = combine($draftErrors, $attempted, $applicationError, (errors, attempted, refused) => {
  const field = refused?.field?.replace(/^params\.0\./, '').replace(/^(games|productTypes)\.\d+$/, '$1') ?? null;
  const shown = attempted ? errors : {};
  return field === null || refused === null ? shown : { ...shown, [field]: refused.code };
});
export const $applicationBusy = combine(submitApplicationFx.pending, withdrawApplicationFx.pending, (a, b) => a || b);

const $open = combine($page, $isLoggedIn, (page, loggedIn) => page.name === 'application' && loggedIn);
/** The user's roles as one string: an approval changes it live. */
const $roleKey = $user.map((user) => (user === null ? '' : [...user.roles].sort().join(',')));
sample({ clock: [$open.updates, $roleKey.updates], source: $open, filter: Boolean, target: loadMyApplicationFx });
sample({ clock: $open.updates, filter: Boolean, target: loadApplicationGamesFx });
sample({
  clock: applicationSubmitted,
  source: { draft: $draft, errors: $draftErrors, busy: $applicationBusy },
  filter: ({ errors, busy }) => !busy && Object.keys(errors).length === 0,
  fn: ({ draft }) => inputOf(draft),
  target: submitApplicationFx,
});
sample({ clock: withdrawClicked, source: $applicationBusy, filter: (busy) => !busy, fn: () => undefined, target: withdrawApplicationFx });
