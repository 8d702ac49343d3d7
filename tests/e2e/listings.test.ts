import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFilters } from '../../ui/features/catalog/listings/url-state.ts';
import { call, type TestServer } from '../server/support/test-server.ts';
import { startStorefront, stopStorefront, screenshot, watchConsole, open } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

interface HotSearch {
  readonly _id: string;
  readonly url: string;
  readonly smartTags: Record<string, string | string[]>;
  readonly platformFilter?: string;
  readonly searchFilter?: string;
  readonly content: Record<string, { label: string; metaTitle: string }>;
}

interface ListingData {
  readonly gameType: { value: string; label: string };
  readonly selectedProductType: { listMode: string };
  readonly smartTagFiltersDefaultValues: Record<string, string | string[]>;
  readonly smartTagFilters: { _id: string; value: string; multiSelect: boolean }[];
  readonly smartTags: { value: string; label: string; filterId: string }[];
  readonly hotSearches: HotSearch[];
}

interface SearchAnswer {
  readonly hits: { _id: string; title: string; price: number }[];
  readonly estimatedTotalHits: number;
  readonly limit: number;
}

/** Smart-tag defaults by listing: a listing starts with them applied, and the API is asked the same. */
const DEFAULTS = new Map<string, Record<string, string | string[]>>();

async function defaultsOf(gameType: string, productType: string): Promise<Record<string, string | string[]>> {
  const key = `${gameType}-${productType}`;
  const known = DEFAULTS.get(key);
  if (known !== undefined) return known;
  const data = (await call(server, `/api/listing-data/${gameType}/en/${productType}`)).body as ListingData;
  DEFAULTS.set(key, data.smartTagFiltersDefaultValues);
  return data.smartTagFiltersDefaultValues;
}

/** The search API's answer for a query on top of the listing's defaults: what the page must end up showing. */
async function search(gameType: string, productType: string, query: Record<string, unknown>): Promise<SearchAnswer> {
  const smartTagFilters = { ...(await defaultsOf(gameType, productType)), ...((query['smartTagFilters'] as Record<string, unknown> | undefined) ?? {}) };
  const listingQuery = { ...query, smartTagFilters };
  const answer = await call(server, `/api/products/search/${gameType}/${productType}?disableIsr=true`, { body: { listingQuery } });
  expect(answer.status).toBe(200);
  return answer.body as SearchAnswer;
}

/** A word of an offer title misspelled (one inner letter dropped) that the search still matches to offers with that word. */
async function typoQuery(gameType: string, productType: string, titles: readonly string[]): Promise<{ typo: string; word: string } | null> {
  const words = [...new Set(titles.flatMap((t) => t.match(/\p{L}{7,}/gu) ?? []))].filter((w) => !w.toLowerCase().includes(gameType.split('-')[0] ?? ''));
  for (const word of words) {
    const typo = word.slice(0, 3) + word.slice(4);
    const found = await search(gameType, productType, { searchText: typo });
    if (found.hits.length > 0 && found.hits.every((h) => h.title.toLowerCase().includes(word.toLowerCase()))) return { typo, word };
  }
  return null;
}

/**
 * A listing for the journey, found through the API (once per run): at least
 * two pages, a smart tag that narrows it, a hot search that finds offers, and
 * an offer title word the search finds even misspelled.
 */
let journey: ReturnType<typeof findJourneyListing> | undefined;
function journeyListing() {
  journey ??= findJourneyListing();
  return journey;
}

async function findJourneyListing() {
  const found = await call(server, '/api/multi-search', {
    body: { queries: Array.from({ length: 10 }, (_, i) => ({ indexUid: 'hotSearch', q: '', limit: 50, offset: i * 50 })) },
  });
  const candidates = (found.body as { results: { hits: { gameType: string; productType: string }[] }[] }).results.flatMap((r) => r.hits);
  const seen = new Set<string>();
  for (const { gameType, productType } of candidates) {
    if (seen.has(`${gameType}-${productType}`)) continue;
    seen.add(`${gameType}-${productType}`);
    const all = await search(gameType, productType, {});
    if (all.estimatedTotalHits <= all.limit) continue;
    const data = (await call(server, `/api/listing-data/${gameType}/en/${productType}`)).body as ListingData;
    // A page whose sort is free, so the filter badge counts (forced price-sort pages always show 0).
    if (['TOPUP_GRID', 'BOOST_GRID', 'SINGLE_PRODUCT'].includes(data.selectedProductType.listMode)) continue;
    let tag: { filterId: string; value: string; label: string; selection: string | string[]; total: number } | null = null;
    for (const option of data.smartTags) {
      const filter = data.smartTagFilters.find((f) => f._id === option.filterId);
      // A filter with a default selection would add to it rather than narrow; take one that starts empty.
      if (filter === undefined || Object.hasOwn(data.smartTagFiltersDefaultValues, filter._id)) continue;
      const selection = filter.multiSelect ? [option.value] : option.value;
      const narrowed = await search(gameType, productType, { smartTagFilters: { [filter._id]: selection } });
      if (narrowed.estimatedTotalHits >= 3 && narrowed.estimatedTotalHits < all.estimatedTotalHits) {
        tag = { filterId: filter._id, value: option.value, label: option.label, selection, total: narrowed.estimatedTotalHits };
        break;
      }
    }
    let hotSearch: { hotSearch: HotSearch; titles: string[] } | null = null;
    for (const h of data.hotSearches) {
      const answer = await search(gameType, productType, {
        selectedHotSearches: [h._id],
        smartTagFilters: h.smartTags,
        extraFilters: { platform: h.platformFilter ?? null, searchFilter: h.searchFilter ?? null },
      });
      if (answer.hits.length > 0) {
        hotSearch = { hotSearch: h, titles: answer.hits.map((x) => x.title) };
        break;
      }
    }
    const typo = await typoQuery(gameType, productType, all.hits.map((h) => h.title));
    if (tag !== null && hotSearch !== null && typo !== null) return { gameType, productType, data, all, tag, hotSearch, typo };
  }
  throw new Error('no listing in the demo data fits the journey');
}

const titlesOn = (page: Page) => page.locator('[data-testid=offer-card] h2').allTextContents();
/**
 * The titles once the page shows the search answer. expect.poll gives up
 * after 1 s by default, shorter than a debounced search plus its answer on a
 * loaded machine; it then reported the list as it stood mid-search (once an
 * empty one), so the wait is for the answer, bounded generously.
 */
const resultsShown = (page: Page) => expect.poll(() => titlesOn(page), { timeout: 15_000 });
const pricesOn = async (page: Page) => (await page.locator('[data-testid=offer-card]').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-price')))));
const filtersIn = (page: Page) => decodeFilters(new URL(page.url()).searchParams.get('f'));

describe('the listings page in Chromium', () => {
  it('searches with a typo, narrows by smart tag and price, toggles a hot search, pages and comes back, and opens a product', async () => {
    const listing = await journeyListing();
    const base = `/${listing.gameType}-${listing.productType}`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const ddpFrames: string[] = [];
    page.on('websocket', (socket) => socket.on('framesent', (frame) => ddpFrames.push(String(frame.payload))));

    // The server-rendered first page: the default results, title naming game and product type.
    await open(page, server.url + base);
    expect(await titlesOn(page)).toEqual(listing.all.hits.map((h) => h.title));
    expect(await page.title()).toContain(listing.data.gameType.label);
    await screenshot(page, 'listing-default');

    // A search with a typo still finds the offers with the word; the URL carries it and the term is reported.
    await page.locator('[data-testid=listing-search]').pressSequentially(listing.typo.typo, { delay: 40 });
    await page.waitForURL((url) => decodeFilters(url.searchParams.get('f')).q === listing.typo.typo);
    const typoResults = await search(listing.gameType, listing.productType, { searchText: listing.typo.typo });
    await resultsShown(page).toEqual(typoResults.hits.map((h) => h.title));
    for (const title of await titlesOn(page)) expect(title.toLowerCase()).toContain(listing.typo.word.toLowerCase());
    await expect.poll(() => ddpFrames.some((f) => f.includes('"searchTerm"') && f.includes(listing.typo.typo))).toBe(true);
    await screenshot(page, 'listing-typo-search');

    // Clearing the text and choosing a smart tag narrows to that tag's offers.
    await page.locator('[data-testid=listing-search]').fill('');
    await page.waitForURL((url) => decodeFilters(url.searchParams.get('f')).q === undefined);
    await page.locator('[data-testid=smart-tag]', { hasText: listing.tag.label }).first().click();
    await page.waitForURL((url) => decodeFilters(url.searchParams.get('f')).t?.[listing.tag.filterId] !== undefined);
    const tagged = await search(listing.gameType, listing.productType, { smartTagFilters: { [listing.tag.filterId]: listing.tag.selection } });
    await resultsShown(page).toEqual(tagged.hits.map((h) => h.title));
    expect(await page.locator('[data-testid=result-count]').textContent()).toContain(String(listing.tag.total));
    expect(await page.locator('[data-testid=filter-count]').textContent()).toContain('1');

    // The price slider by keyboard: the lower thumb moves up, every offer shown is within the range.
    const minThumb = page.locator('[data-testid=price-min]');
    await minThumb.focus();
    for (let i = 0; i < 25; i += 1) await minThumb.press('ArrowRight');
    await page.waitForURL((url) => decodeFilters(url.searchParams.get('f')).p !== undefined);
    const range = filtersIn(page).p ?? [0, 0];
    const priced = await search(listing.gameType, listing.productType, { smartTagFilters: { [listing.tag.filterId]: listing.tag.selection }, price: range });
    await resultsShown(page).toEqual(priced.hits.map((h) => h.title));
    expect(priced.hits.length).toBeGreaterThan(0);
    for (const price of await pricesOn(page)) expect(price >= range[0] && price <= range[1], `${price} in ${range.join('–')}`).toBe(true);
    expect(await page.locator('[data-testid=filter-count]').textContent()).toContain('2');
    await screenshot(page, 'listing-tag-and-price');

    // Clear filters: back to the plain listing URL and its default results.
    await page.locator('[data-testid=clear-filters]').click();
    await page.waitForURL((url) => url.pathname === base && url.search === '');
    await resultsShown(page).toEqual(listing.all.hits.map((h) => h.title));

    // A hot search on: its segment in the path, its offers, its meta title; off again: all back.
    const { hotSearch } = listing.hotSearch;
    const chip = page.locator('[data-testid=listing-hot-search]', { hasText: hotSearch.content['en']?.label ?? hotSearch.url });
    await chip.click();
    await page.waitForURL((url) => url.pathname === `${base}/${hotSearch.url}`);
    await resultsShown(page).toEqual(listing.hotSearch.titles);
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.title()).toBe(hotSearch.content['en']?.metaTitle);
    await screenshot(page, 'listing-hot-search');
    await chip.click();
    await page.waitForURL((url) => url.pathname === base);
    await resultsShown(page).toEqual(listing.all.hits.map((h) => h.title));
    expect(await chip.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => page.title()).not.toBe(hotSearch.content['en']?.metaTitle);

    // Page 2, then Back to page 1 and Forward to page 2 again, with the same results each time.
    const page2 = await search(listing.gameType, listing.productType, { page: 2 });
    await page.locator('[data-testid=next-page]').click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await resultsShown(page).toEqual(page2.hits.map((h) => h.title));
    await screenshot(page, 'listing-page-2');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === base && url.searchParams.get('page') === null);
    await resultsShown(page).toEqual(listing.all.hits.map((h) => h.title));
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await resultsShown(page).toEqual(page2.hits.map((h) => h.title));

    // Open a product from page 2, and come back to the same page 2.
    const first = page2.hits[0];
    await page.locator('[data-testid=offer-card] a').first().click();
    await page.waitForURL((url) => url.pathname === `/product/${first?._id}`);
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await resultsShown(page).toEqual(page2.hits.map((h) => h.title));

    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone shows the offers first and folds the filters behind a button', async () => {
    const listing = await journeyListing();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await open(page, `${server.url}/${listing.gameType}-${listing.productType}`);
    const filters = page.locator('#listing-filters');
    expect(await filters.isVisible()).toBe(false);
    expect(await page.locator('[data-testid=listing-search]').isVisible()).toBe(true);
    expect(await page.locator('[data-testid=offer-card]').count()).toBe(listing.all.hits.length);
    await page.locator('button[aria-controls=listing-filters]').click();
    expect(await filters.isVisible()).toBe(true);
    await screenshot(page, 'listing-phone-filters');
    expect(problems).toEqual([]);
    await context.close();
  });
});
