import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

interface HotSearchHit {
  readonly _id: string;
  readonly url: string;
  readonly gameType: string;
  readonly productType: string;
}

interface HotSearchData {
  readonly _id: string;
  readonly url: string;
  readonly smartTags: Record<string, string | string[]>;
  readonly platformFilter?: string;
  readonly searchFilter?: string;
  readonly content: Record<string, { label: string; metaTitle: string; metaDescription: string }>;
}

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, { headers });
  return { status: response.status, html: await response.text() };
}

/** As <title> and attribute values are written (ui/app/document.ts escapeHtml). */
const inHead = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** As React writes text content. */
const inBody = (text: string) => inHead(text).replace(/'/g, '&#x27;');

async function listingData(gameType: string, language: string, productType: string) {
  const answer = await call(server, `/api/listing-data/${gameType}/${language}/${productType}`);
  expect(answer.status).toBe(200);
  return answer.body as { gameType: { label: string }; selectedProductType: { label: string }; hotSearches: HotSearchData[] };
}

/** The titles the search API returns for a hot search's filters: what the page must show. */
async function offersFor(gameType: string, productType: string, hotSearch: HotSearchData): Promise<string[]> {
  const answer = await call(server, `/api/products/search/${gameType}/${productType}?disableIsr=true`, {
    body: {
      listingQuery: {
        selectedHotSearches: [hotSearch._id],
        smartTagFilters: hotSearch.smartTags,
        extraFilters: { platform: hotSearch.platformFilter ?? null, searchFilter: hotSearch.searchFilter ?? null },
      },
    },
  });
  expect(answer.status).toBe(200);
  return (answer.body as { hits: { title: string }[] }).hits.map((h) => h.title);
}

/** A listing with a hot search that finds offers, found through the API rather than hard-coded. */
async function hotSearchWithOffers(): Promise<{ hit: HotSearchHit; hotSearch: HotSearchData; titles: string[] }> {
  const found = await call(server, '/api/multi-search', { body: { queries: [{ indexUid: 'hotSearch', q: '', limit: 50 }] } });
  const hits = (found.body as { results: { hits: HotSearchHit[] }[] }).results[0]?.hits ?? [];
  for (const hit of hits) {
    const data = await listingData(hit.gameType, 'en', hit.productType);
    const hotSearch = data.hotSearches.find((h) => h._id === hit._id);
    if (hotSearch === undefined) continue;
    const titles = await offersFor(hit.gameType, hit.productType, hotSearch);
    if (titles.length > 0) return { hit, hotSearch, titles };
  }
  throw new Error('no hot search with offers in the demo data');
}

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build-storefront.mjs'], { stdio: 'inherit' });
  server = await startTestServer();
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

describe('server-rendered listing pages', () => {
  it("renders a hot-search listing with its offers and the hot search's meta title and description", async () => {
    const { hit, hotSearch, titles } = await hotSearchWithOffers();
    const { status, html } = await page(`/${hit.gameType}-${hit.productType}/${hit.url}`);
    expect(status).toBe(200);
    const content = hotSearch.content['en'];
    expect(content).toBeDefined();
    expect(html).toContain(`<title>${inHead(content?.metaTitle ?? '')}</title>`);
    expect(html).toContain(`<meta name="description" content="${inHead(content?.metaDescription ?? '')}">`);
    for (const title of titles) expect(html).toContain(inBody(title));
    // The chosen hot search is shown as chosen, its label in the breadcrumbs.
    expect(html).toMatch(/aria-pressed="true"[^>]*data-testid="listing-hot-search"/);
    expect(html).toContain(inBody(content?.label ?? ''));
  });

  it('speaks German with the locale cookie: the German meta title and description of the same hot search', async () => {
    const { hit, titles } = await hotSearchWithOffers();
    const german = (await listingData(hit.gameType, 'de', hit.productType)).hotSearches.find((h) => h._id === hit._id)?.content['de'];
    expect(german).toBeDefined();
    const english = (await listingData(hit.gameType, 'en', hit.productType)).hotSearches.find((h) => h._id === hit._id)?.content['en'];
    expect(german?.metaTitle).not.toBe(english?.metaTitle);
    const { html } = await page(`/${hit.gameType}-${hit.productType}/${hit.url}`, { cookie: 'locale=de' });
    expect(html).toMatch(/<html lang="de"/);
    expect(html).toContain(`<title>${inHead(german?.metaTitle ?? '')}</title>`);
    expect(html).toContain(`<meta name="description" content="${inHead(german?.metaDescription ?? '')}">`);
    for (const title of titles) expect(html).toContain(inBody(title));
  });

  it('titles a listing without a hot search by game and product type, with the default description', async () => {
    const { hit } = await hotSearchWithOffers();
    const data = await listingData(hit.gameType, 'en', hit.productType);
    const { status, html } = await page(`/${hit.gameType}-${hit.productType}`);
    expect(status).toBe(200);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toContain(inHead(data.gameType.label));
    expect(title).toContain(inHead(data.selectedProductType.label));
    expect(html).toMatch(/data-testid="offer-card"/);
  });

  it('answers a listing of an unknown game with the 404 page', async () => {
    const { status } = await page('/no-such-game-accounts');
    expect(status).toBe(404);
  });

  it('answers a listing of a product type the game does not sell with the 404 page, also to the browser router', async () => {
    const list = ((await call(server, '/api/games')).body as { games: { value: string; productTypes: { value: string }[] }[] }).games;
    const allTypes = [...new Set(list.flatMap((g) => g.productTypes.map((t) => t.value)))];
    const game = list.find((g) => allTypes.some((t) => !g.productTypes.some((own) => own.value === t)));
    if (game === undefined) throw new Error('every demo game sells every product type');
    const missing = allTypes.find((t) => !game.productTypes.some((own) => own.value === t));
    expect((await page(`/${game.value}-${missing}`)).status).toBe(404);
    const sold = game.productTypes[0]?.value;
    expect((await page(`/${game.value}-${sold}`)).status).toBe(200);
    const lookup = await call(server, `/api/page?url=${encodeURIComponent(`/${game.value}-${missing}`)}`);
    expect(lookup.body).toMatchObject({ kind: 'page', page: { name: 'listing', status: 404 } });
  });
});
