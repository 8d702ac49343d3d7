import { allSettled, fork, type Scope } from 'effector';
import { domainError, type DomainError } from '../../../../domain/index.ts';
import { apiRequestFx, type ApiRequest } from '../../../../ui/features/shared/api/model.ts';
import { priceDebounceFx, reportSearchTermFx, searchDebounceFx } from '../../../../ui/features/catalog/listings/model.ts';
import type { ListingPageData } from '../../../../ui/features/catalog/listings/schemas.ts';
import { encodeFilters, type ListingUrlFilters } from '../../../../ui/features/catalog/listings/url-state.ts';
import { pageResolved, type CurrentPage } from '../../../../ui/features/shared/page/model.ts';

/** A Fortnite-like accounts listing: two smart-tag filters, two hot searches (platform and smart tag), one toggle. */
export function listingData(overrides: { listMode?: string; productType?: string; gridProductTypes?: string[] } = {}): ListingPageData {
  const productType = overrides.productType ?? 'accounts';
  return {
    gameType: { value: 'fortnite', label: 'Fortnite', hidden: false, limited: false, gridProductTypes: overrides.gridProductTypes ?? ['currency'] },
    selectedProductType: { value: productType, label: productType === 'accounts' ? 'Accounts' : 'Top Up', listMode: overrides.listMode ?? 'LIST' },
    smartTagFilters: [
      { _id: 'F-count', value: 'count', label: 'Skins count', multiSelect: false },
      { _id: 'F-linked', value: 'linked', label: 'Platform linked', multiSelect: true },
    ],
    smartTags: [
      { _id: 't1', value: '0-24', label: '0–24 skins', filterId: 'F-count' },
      { _id: 't2', value: '250-plus', label: '250+ skins', filterId: 'F-count' },
      { _id: 't3', value: 'psn', label: 'PSN linkable', filterId: 'F-linked' },
      { _id: 't4', value: 'xbox', label: 'Xbox linkable', filterId: 'F-linked' },
    ],
    smartTagFiltersDefaultValues: {},
    hotSearches: [
      {
        _id: 'H-ps',
        url: 'playstation',
        smartTags: {},
        platformFilter: 'playstation',
        content: {
          en: { label: 'PlayStation Accounts', description: 'PS accounts', metaTitle: 'Buy Fortnite Accounts: PlayStation', metaDescription: 'PlayStation accounts from trusted sellers' },
          de: { label: 'PlayStation-Konten', description: 'PS-Konten', metaTitle: 'Fortnite-Konten kaufen: PlayStation', metaDescription: 'PlayStation-Konten von geprüften Verkäufern' },
        },
      },
      {
        _id: 'H-big',
        url: 'big-lockers',
        smartTags: { 'F-count': '250-plus' },
        content: { en: { label: '250+ skins', description: 'Big lockers', metaTitle: 'Fortnite accounts with 250+ skins', metaDescription: 'Huge lockers' } },
      },
    ],
    platformTypes: [
      { _id: 'p1', value: 'pc', label: 'PC' },
      { _id: 'p2', value: 'playstation', label: 'PlayStation' },
    ],
    customFilters: [{ field: 'deliveryDuration', value: null, label: 'Instant delivery', applies: 'INSTANT' }],
  };
}

/** The page the resolver would give for a listing URL of the fixture game. */
export function listingPage(url: string): CurrentPage {
  const [pathname = '/', query = ''] = url.split('?');
  const [segment = '', hotSearch] = pathname.slice(1).split('/');
  const productType = segment.slice('fortnite-'.length);
  return {
    name: 'listing',
    layout: 'default',
    params: { gameType: 'fortnite', productType: productType === 'accounts' ? 'Accounts' : productType, game: 'Fortnite', ...(hotSearch === undefined ? {} : { hotSearch }) },
    pathname,
    search: query === '' ? '' : `?${query}`,
    status: 200,
  };
}

/** A listing URL with filters in `f`. */
export function listingUrl(path: string, filters: ListingUrlFilters = {}, page?: number): string {
  const params = new URLSearchParams();
  if (page !== undefined) params.set('page', String(page));
  const f = encodeFilters(filters);
  if (f !== '') params.set('f', f);
  const qs = params.toString();
  return qs === '' ? path : `${path}?${qs}`;
}

export interface FakeApi {
  readonly requests: ApiRequest[];
  readonly searches: () => (ApiRequest & { body: { listingQuery: Record<string, unknown> } & Record<string, unknown> })[];
  failSearches: DomainError | null;
  data: ListingPageData;
  readonly reported: unknown[];
}

/** Search answers: `total` offers priced from $10 up, the page's slice of them. */
function searchAnswer(body: { listingQuery: { page: number; limit: number } }, total: number) {
  const { page, limit } = body.listingQuery;
  const hits = Array.from({ length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) }, (_, i) => {
    const n = (page - 1) * limit + i;
    return {
      _id: `offer-${n}`,
      title: `Offer ${n}`,
      seller: { _id: 's', username: 'Seller', slug: 'seller', communityRating: 4.5, level: { level: 2, name: 'Rising' }, online: false, medianDeliveryMinutes: null },
      warrantyDays: null,
      price: 1000 + n * 100,
      quantity: 1,
      purchaseBehavior: 'DEFAULT',
      deliveryDuration: 'INSTANT',
      platform: 'pc',
      image: null,
      gameType: 'fortnite',
      productType: 'accounts',
    };
  });
  return { hits, estimatedTotalHits: total, priceFacets: { min: 1000, max: 1000 + (total - 1) * 100, buckets: [{ from: 1000, to: 1000 + (total - 1) * 100, count: total }] }, error: null };
}

/**
 * A browser-like scope (the request context already known, as after hydration)
 * or a server-like one, with the API faked by path and the pauses cut to nothing.
 */
export function listingScope(options: { server?: boolean; total?: number; data?: ListingPageData; values?: Record<string, unknown> } = {}): { scope: Scope; api: FakeApi } {
  const requests: ApiRequest[] = [];
  const reported: unknown[] = [];
  const api: FakeApi = {
    requests,
    searches: () => requests.filter((r) => r.method === 'POST') as ReturnType<FakeApi['searches']>,
    failSearches: null,
    data: options.data ?? listingData(),
    reported,
  };
  const scope = fork({
    values: { ...(options.server === true ? {} : { 'listings/$contextReady': true }), ...options.values },
    handlers: [
      [
        apiRequestFx,
        async (request: ApiRequest) => {
          requests.push(request);
          if (request.path.startsWith('/api/listing-data/')) {
            const language = request.path.split('/')[4] ?? 'en';
            return {
              ...api.data,
              hotSearches: api.data.hotSearches.map((h) => ({ ...h, content: { [language]: h.content[language] ?? h.content['en'] } })),
              error: null,
            };
          }
          if (request.path.startsWith('/api/products/search/')) {
            if (api.failSearches !== null) throw api.failSearches;
            return searchAnswer(request.body as { listingQuery: { page: number; limit: number } }, options.total ?? 50);
          }
          throw domainError('NOT_FOUND', `no fake for ${request.path}`);
        },
      ],
      [searchDebounceFx, (text: string) => text],
      [priceDebounceFx, (range: unknown) => range],
      [reportSearchTermFx, (report: unknown) => void reported.push(report)],
    ],
  });
  return { scope, api };
}

/** The browser resolved `url` (a navigation): the listing model loads and searches. */
export async function open(scope: Scope, url: string): Promise<void> {
  await allSettled(pageResolved, { scope, params: listingPage(url) });
}
