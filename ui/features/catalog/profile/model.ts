import { combine, createEvent, createStore, sample } from 'effector';
import * as v from 'valibot';
import type { ErrorCode } from '../../../../domain/index.ts';
import { artPath, pathFor } from '../../../../domain/index.ts';
import { apiEffect } from '../../shared/api/model.ts';
import { $displayCurrency } from '../../shared/currency/model.ts';
import { $favoriteSellerIds, $favoritesPending, favoriteSellerToggled } from '../../shopping/favorites/model.ts';
import { $page, pageResolved } from '../../shared/page/model.ts';
import type { ProductCardData } from '../product/card.ts';
import { displayPrice } from '../product/pricing.ts';
import { HitSeller, ListingHit, ProfileAnswer, ProfileListings } from '../../../../contracts/catalog/index.ts';
import { list } from '../../../../contracts/shared/index.ts';
import { $isLoggedIn, $user } from '../../accounts/session/model.ts';

/*
 * A public profile (`/profile/{slug}`): who the user is, where they sell, and
 * one page of their offers in one game and product type (`?game=&type=&page=`),
 * all from `GET /api/profiles/:slug`; the follow button adds or removes the
 * seller from the visitor's favorite sellers. Unknown slugs are the 404 page.
 */

/**
 * The profile answer (contracts/catalog) as this page reads it: every field
 * is checked by the contract's own schema; of each listed offer only what a
 * card shows is required.
 */
const ProfileHit = v.object({
  ...v.pick(ListingHit, ['_id', 'title', 'gameType', 'productType', 'price', 'deliveryDuration', 'image']).entries,
  seller: v.pick(HitSeller, ['username']),
});
export const ProfileSchema = v.object({
  ...ProfileAnswer.entries,
  listings: v.nullable(v.object({ ...ProfileListings.entries, hits: list(ProfileHit) })),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

/** What the profile endpoint is asked: the slug and the scope and page from the URL, when they are well-formed. */
export interface ProfileRequest {
  readonly slug: string;
  readonly game?: string;
  readonly type?: string;
  readonly page?: number;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The request for a profile URL; malformed query values are dropped rather than failing the page. */
export function profileRequestFor(slug: string, search: string): ProfileRequest {
  const query = new URLSearchParams(search);
  const game = query.get('game') ?? '';
  const type = query.get('type') ?? '';
  const page = Number(query.get('page') ?? '');
  return {
    slug,
    ...(SLUG.test(game) ? { game } : {}),
    ...(SLUG.test(type) ? { type } : {}),
    ...(Number.isInteger(page) && page >= 1 && page <= 1000 ? { page } : {}),
  };
}

function profileApiPath(request: ProfileRequest): string {
  const query = new URLSearchParams();
  if (request.game !== undefined) query.set('game', request.game);
  if (request.type !== undefined) query.set('type', request.type);
  if (request.page !== undefined) query.set('page', String(request.page));
  const qs = query.toString();
  return `/api/profiles/${encodeURIComponent(request.slug)}${qs === '' ? '' : `?${qs}`}`;
}

/** The profile URL of one scope and page (the first page carries no `page`). */
export function profileHref(slug: string, scope: { readonly game: string; readonly type: string }, page = 1): string {
  const query = new URLSearchParams({ game: scope.game, type: scope.type });
  if (page > 1) query.set('page', String(page));
  return `${pathFor('profile', { slug })}?${query.toString()}`;
}

export const fetchProfileFx = apiEffect((request: ProfileRequest) => ({ method: 'GET', path: profileApiPath(request) }), ProfileSchema);

export const $profile = createStore<Profile | null>(null, { sid: 'profile/$profile' }).on(fetchProfileFx.doneData, (_, profile) => profile);
export const $profileError = createStore<ErrorCode | null>(null, { sid: 'profile/$profileError' })
  .on(fetchProfileFx, () => null)
  .on(fetchProfileFx.failData, (_, error) => error.code);

export const followClicked = createEvent();

sample({
  clock: pageResolved,
  filter: (page) => page.name === 'profile' && page.status < 400 && (page.params['slug'] ?? '') !== '',
  fn: (page) => profileRequestFor(page.params['slug'] ?? '', page.search),
  target: fetchProfileFx,
});

/** The page's view: the loaded profile when it is this URL's, with its offers as cards in the display currency. */
export const $profileView = combine($profile, $page, $displayCurrency, (profile, page, display) => {
  if (profile === null || profile.seller.slug !== page.params['slug']) return null;
  const labels = new Map(profile.offers.flatMap((o) => [[o.gameType.value, o.gameType.label] as const, [`${o.gameType.value}|${o.productType.value}`, o.productType.label] as const]));
  const cards = (profile.listings?.hits ?? []).map(
    (hit): ProductCardData => ({
      id: hit._id,
      href: pathFor('product', { id: hit._id }),
      title: hit.title,
      gameLabel: labels.get(hit.gameType) ?? hit.gameType,
      productTypeLabel: labels.get(`${hit.gameType}|${hit.productType}`) ?? hit.productType,
      price: displayPrice(hit.price, display),
      deliveryDuration: hit.deliveryDuration,
      sellerName: hit.seller.username,
      image: hit.image ?? artPath({ kind: 'offer', ids: [hit.gameType, hit.productType] }),
      // The search answers only AVAILABLE listings, which are on sale.
      outOfStock: false,
    }),
  );
  const selected = profile.selected;
  const scopes = profile.offers.map((o) => ({
    key: `${o.gameType.value}|${o.productType.value}`,
    label: `${o.gameType.label} · ${o.productType.label}`,
    count: o.count,
    href: profileHref(profile.seller.slug, { game: o.gameType.value, type: o.productType.value }),
    active: selected !== null && selected.gameType === o.gameType.value && selected.productType === o.productType.value,
  }));
  const listings = profile.listings;
  const pages = listings === null || listings.limit === 0 ? 0 : Math.ceil(listings.estimatedTotalHits / listings.limit);
  const current = listings?.page ?? 1;
  const pageHref = (n: number) => (selected === null ? '' : profileHref(profile.seller.slug, { game: selected.gameType, type: selected.productType }, n));
  return {
    seller: profile.seller,
    activeOffers: profile.activeOffers,
    crowns: profile.crowns,
    scopes,
    cards,
    listingsUnavailable: selected !== null && listings === null,
    pagination: pages > 1 ? { page: current, pages, prevHref: current > 1 ? pageHref(current - 1) : null, nextHref: current < pages ? pageHref(current + 1) : null } : null,
  };
});

/** The follow button: for sellers other than oneself; visitors get the login modal when they press it. */
export const $follow = combine($profile, $favoriteSellerIds, $favoritesPending, $isLoggedIn, $user, (profile, ids, pending, loggedIn, user) => {
  if (profile === null || !profile.seller.isSeller || user?.id === profile.seller._id) return { shown: false, active: false, pending: false };
  return { shown: true, active: loggedIn && ids.includes(profile.seller._id), pending: pending.includes(profile.seller._id) };
});
sample({ clock: followClicked, source: $profile, filter: (profile) => profile !== null, fn: (profile) => profile?.seller._id ?? '', target: favoriteSellerToggled });
