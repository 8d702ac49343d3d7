import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { OFFER_LIMITS, OfferInputSchema, type OfferInput, type SellerOffer } from '../../../../contracts/offers/index.ts';
import * as v from 'valibot';
import { GamesAnswer, ProductTypeListingDataAnswer, type ProductTypeListingData } from '../../../../contracts/catalog/index.ts';
import { checkOfferCatalogFit, offerScopeOf, type DomainError } from '../../../../domain/index.ts';
import { $isLoggedIn } from '../../accounts/session/model.ts';
import { apiEffect } from '../../shared/api/model.ts';
import { $language } from '../../shared/language/model.ts';
import { $page, navigationRequested } from '../../shared/page/model.ts';
import { EMPTY_FORM, draftOf, formErrors, formOf, type OfferForm, type OfferTextField } from './form.ts';

/*
 * /dashboard/create-offer/{productId?}: the seller picks a game and a
 * product type first, then fills the game's own filters and the offer's
 * fields. Errors come from the offer contract's schema (the same the
 * server checks) and from the game's filters; the price preview is in
 * ./preview.ts. With a product id the page edits that offer.
 */

export const loadGamesFx = apiEffect(() => ({ method: 'GET', path: '/api/games?limit=500' }), GamesAnswer);
export const loadScopeFx = apiEffect(
  (p: { readonly gameType: string; readonly productType: string; readonly language: string }) => ({
    method: 'GET',
    path: `/api/listing-data/${encodeURIComponent(p.gameType)}/${p.language}/${encodeURIComponent(p.productType)}`,
  }),
  ProductTypeListingDataAnswer,
);
/** `getMyOffer` over DDP. */
export const loadOfferFx = createEffect<string, SellerOffer, DomainError>();
/** `createOffer` (offerId null) or `updateOffer` over DDP. */
export const saveOfferFx = createEffect<{ readonly offerId: string | null; readonly offer: OfferInput }, SellerOffer, DomainError>();

/** POST /api/media/uploads with one picked file: checked, re-encoded and stored by the server; answers its `src`. */
export const uploadImageFx = createEffect<File, { readonly src: string }, DomainError>();

export const gameChosen = createEvent<string>();
export const imagesPicked = createEvent<readonly File[]>();
export const imageRemoved = createEvent<number>();
export const productTypeChosen = createEvent<string>();
export const fieldEdited = createEvent<{ readonly field: OfferTextField; readonly value: string }>();
export const tagChosen = createEvent<{ readonly filter: string; readonly value: string | readonly string[] }>();
export const incrementalToggled = createEvent<boolean>();
export const discountToggled = createEvent<boolean>();
export const serviceAdded = createEvent();
export const serviceEdited = createEvent<{ readonly index: number; readonly field: 'label' | 'maxQuantity'; readonly value: string }>();
export const serviceRemoved = createEvent<number>();
export const offerSubmitted = createEvent();

/** false off the page; on it, the offer being edited or null when creating one (effector stores may not hold undefined). */
const $open = $page.map((page): string | null | false => (page.name === 'dashboardCreateOffer' ? (page.params['productId'] ?? null) : false));
/** The offer being edited; null when creating one. */
export const $editedId = $open.map((open) => (open === false ? null : open));

export const $games = createStore<GamesAnswer['games']>([], { sid: 'offers/$games', serialize: 'ignore' }).on(loadGamesFx.doneData, (_, answer) =>
  answer.games.filter((g) => !g.hidden),
);
export const $scope = createStore<ProductTypeListingData | null>(null, { sid: 'offers/$scope', serialize: 'ignore' }).on(loadScopeFx.doneData, (_, data) => data);
export const $form = createStore<OfferForm>(EMPTY_FORM, { sid: 'offers/$form', serialize: 'ignore' });
/** Set once the seller submits: from then every error shows, not only those of fields they typed in. */
export const $submitted = createStore(false, { sid: 'offers/$submitted', serialize: 'ignore' });
export const $touched = createStore<readonly string[]>([], { sid: 'offers/$touched', serialize: 'ignore' });
export const $saved = createStore<SellerOffer | null>(null, { sid: 'offers/$saved', serialize: 'ignore' });
/** The server's refusal: its code, and the field it names when it names one. */
export const $saveError = createStore<{ readonly code: string; readonly field: string | null; readonly message: string } | null>(null, { sid: 'offers/$saveError', serialize: 'ignore' });
export const $saving = saveOfferFx.pending;
export const $uploading = uploadImageFx.pending;
/** Why the last picked file was refused (not an image, too large). */
export const $uploadError = createStore<string | null>(null, { sid: 'offers/$uploadError', serialize: 'ignore' })
  .on(uploadImageFx.failData, (_, error) => error.message)
  .on(uploadImageFx.done, () => null);

/** The product types of the chosen game. */
export const $productTypes = combine($games, $form, (games, form) => games.find((g) => g.value === form.gameType)?.productTypes ?? []);

// Load when the page opens for a signed-in seller: the games always, the offer when editing.
const opened = sample({ clock: [$open.updates, $isLoggedIn.updates], source: { open: $open, loggedIn: $isLoggedIn }, filter: ({ open, loggedIn }) => open !== false && loggedIn });
sample({ clock: opened, target: [loadGamesFx, $form.reinit, $scope.reinit, $saved.reinit, $saveError.reinit, $submitted.reinit, $touched.reinit] });
sample({ clock: opened, filter: ({ open }) => typeof open === 'string', fn: ({ open }) => (typeof open === 'string' ? open : ''), target: loadOfferFx });
$form.on(loadOfferFx.doneData, (_, offer) => formOf(offer));

$form
  .on(gameChosen, (form, gameType) => ({ ...form, gameType, productType: '', tags: {}, platform: '' }))
  .on(productTypeChosen, (form, productType) => ({ ...form, productType, tags: {} }))
  .on(fieldEdited, (form, { field, value }) => ({ ...form, [field]: value }))
  .on(tagChosen, (form, { filter, value }) => ({ ...form, tags: { ...form.tags, [filter]: value } }))
  .on(incrementalToggled, (form, on) => ({ ...form, incrementalQuantity: on }))
  .on(discountToggled, (form, on) => ({ ...form, discountOn: on }))
  .on(serviceAdded, (form) => ({ ...form, services: [...form.services, { label: '', maxQuantity: '1' }] }))
  .on(serviceEdited, (form, { index, field, value }) => ({ ...form, services: form.services.map((s, i) => (i === index ? { ...s, [field]: value } : s)) }))
  .on(serviceRemoved, (form, index) => ({ ...form, services: form.services.filter((_, i) => i !== index) }))
  .on(uploadImageFx.doneData, (form, { src }) => (form.images.includes(src) ? form : { ...form, images: [...form.images, src] }))
  .on(imageRemoved, (form, index) => ({ ...form, images: form.images.filter((_, i) => i !== index) }));

// One picked file at a time, and none past the limit.
sample({
  clock: imagesPicked,
  source: { form: $form, uploading: $uploading },
  filter: ({ form, uploading }, files) => !uploading && files[0] !== undefined && form.images.length < OFFER_LIMITS.imagesMax,
  fn: (_, files) => files[0] as File,
  target: uploadImageFx,
});
$touched.on(fieldEdited, (touched, { field }) => (touched.includes(field) ? touched : [...touched, field]));
$scope.on(gameChosen, () => null).on(productTypeChosen, () => null);

sample({
  clock: [productTypeChosen, loadOfferFx.doneData],
  source: { form: $form, language: $language },
  filter: ({ form }) => form.gameType !== '' && form.productType !== '',
  fn: ({ form, language }) => ({ gameType: form.gameType, productType: form.productType, language }),
  target: loadScopeFx,
});

/** Every current error by field: the schema's, then the game's filters (only once the schema is happy with them). */
export const $errors = combine($form, $scope, (form, scope): Readonly<Record<string, string>> => {
  const errors = formErrors(form);
  if (scope === null || Object.keys(errors).some((f) => f.startsWith('tags') || f === 'platform')) return errors;
  const draft = draftOf(form);
  const fit = checkOfferCatalogFit({ tags: draft.tags, platform: draft.platform }, offerScopeOf(scope));
  if (fit.isOk()) return errors;
  const field = typeof fit.error.details?.['field'] === 'string' ? fit.error.details['field'] : 'platform';
  return { ...errors, [field]: fit.error.message };
});

/** The errors shown: a field's own once typed in, all once submitted, and the server's refusal under its field. */
export const $shownErrors = combine($errors, $touched, $submitted, $saveError, (errors, touched, submitted, saveError) => {
  const shown = Object.fromEntries(Object.entries(errors).filter(([field]) => submitted || touched.some((t) => field === t || field.startsWith(`${t}.`) || fieldOfInput(field) === t)));
  return saveError?.field === null || saveError === null ? shown : { ...shown, [saveError.field.replace(/^params\.0\.offer\./, '')]: saveError.message };
});

/** Which form input an error path belongs to (`priceMinor` is typed in `price`). */
function fieldOfInput(path: string): string {
  if (path === 'priceMinor') return 'price';
  if (path.startsWith('volumeDiscount.')) return `discount${path.slice(15, 16).toUpperCase()}${path.slice(16)}`;
  return path;
}

const submitted = sample({ clock: offerSubmitted, source: { errors: $errors, saving: $saving }, filter: ({ saving }) => !saving });
$submitted.on(submitted, () => true);
sample({ clock: submitted, target: $saveError.reinit });
sample({
  clock: submitted,
  source: { form: $form, id: $editedId },
  filter: (_, { errors }) => Object.keys(errors).length === 0,
  // No errors: the schema accepts the draft, and its output (trimmed) is what is sent.
  fn: ({ form, id }) => ({ offerId: id, offer: v.parse(OfferInputSchema, draftOf(form)) }),
  target: saveOfferFx,
});
$saved.on(saveOfferFx.doneData, (_, offer) => offer);
$saveError.on(saveOfferFx.failData, (_, error) => ({
  code: error.code,
  field: typeof error.details?.['field'] === 'string' ? error.details['field'] : null,
  message: error.message,
}));
sample({ clock: saveOfferFx.done, fn: () => ({ to: '/dashboard/offers', replace: false }), target: navigationRequested });
