import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { ResolvePage, type PageCatalog, type PageSubjects } from '../../../application/navigation/index.ts';
import { domainError, type GameType, type ProductType } from '../../../domain/index.ts';

const game = (value: string, label: string, hidden = false): GameType => ({ value, label, hidden, limited: false, gridProductTypes: [] });
const type = (value: string, label: string): ProductType => ({ value, label, listMode: 'GRID' });

const GAMES = [game('wow', 'World of Warcraft'), game('secret', 'Secret Game', true)];
const TYPES = [type('accounts', 'Accounts'), type('gold', 'Gold'), type('boosting', 'Boosting'), type('top-up', 'Top Up')];
/** What each game sells; 'top-up' is a known product type no game sells. */
const SOLD: Readonly<Record<string, readonly string[]>> = { wow: ['accounts', 'gold'], secret: ['boosting'] };

/** The catalog in memory; counts `productTypesOf` reads so the start-up read can be told apart. */
class FakeCatalog implements PageCatalog {
  productTypeReads = 0;
  findGame(value: string) {
    return Promise.resolve(GAMES.find((g) => g.value === value));
  }
  listGames(options: { readonly includeHidden: boolean }) {
    return Promise.resolve(GAMES.filter((g) => options.includeHidden || !g.hidden));
  }
  findProductType(value: string) {
    return Promise.resolve(TYPES.find((t) => t.value === value));
  }
  productTypesOf(gameType: string) {
    this.productTypeReads += 1;
    return Promise.resolve(TYPES.filter((t) => (SOLD[gameType] ?? []).includes(t.value)));
  }
}

/** Products P1 (public) and P2 (of a hidden game: found only with a token), and the profile 'ada'. */
const subjects: PageSubjects = {
  getProduct: {
    execute: ({ id, hasAuthToken }) =>
      Promise.resolve(id === 'P1' || (id === 'P2' && hasAuthToken) ? ok({ id }) : err(domainError('PRODUCT_NOT_FOUND', 'Product not found'))),
  },
  getSellerProfile: { findSeller: (slug) => Promise.resolve(slug === 'ada' ? ok({ slug }) : err(domainError('NOT_FOUND', 'User not found'))) },
};

async function resolver(catalog: PageCatalog = new FakeCatalog()) {
  return ResolvePage.create({ catalog, subjects });
}

/** The page a URL shows to an anonymous (or signed-in) visitor; fails the test on a redirect. */
async function pageOf(url: string, signedIn = false) {
  const resolution = await (await resolver()).execute({ url, signedIn });
  if (resolution.kind !== 'page') throw new Error(`${url} redirected to ${resolution.to}`);
  return resolution.page;
}

describe('ResolvePage: the page a URL shows', () => {
  it('answers the route, its layout, params, path and query', async () => {
    expect(await pageOf('/blog/2?ref=x')).toEqual({ name: 'blogPage', layout: 'default', params: { page: '2' }, pathname: '/blog/2', search: '?ref=x', status: 200 });
    expect(await pageOf('/checkout/cart/c1', true)).toMatchObject({ name: 'checkoutCart', layout: 'basic', params: { cartId: 'c1' }, status: 200 });
  });

  it('answers 404 for an unknown catch-all page', async () => {
    expect(await pageOf('/no/such/page/here')).toMatchObject({ name: 'slug', params: { slug: 'no/such/page/here' }, status: 404 });
    expect(await pageOf('/blog/x/y')).toMatchObject({ name: 'slug', status: 404 });
  });

  it('labels a game page with the game, and answers 404 for a game that does not exist', async () => {
    expect(await pageOf('/wow')).toMatchObject({ name: 'game', params: { gameType: 'wow', game: 'World of Warcraft' }, status: 200 });
    expect(await pageOf('/wow/charts')).toMatchObject({ name: 'gameCharts', status: 200 });
    const missing = await pageOf('/nogame/guides');
    expect(missing).toMatchObject({ name: 'gameCategory', status: 404 });
    expect(missing.params).not.toHaveProperty('game');
  });

  it('shows a hidden game to a signed-in visitor and answers 404 to an anonymous one', async () => {
    expect(await pageOf('/secret', true)).toMatchObject({ name: 'game', params: { game: 'Secret Game' }, status: 200 });
    expect(await pageOf('/secret', false)).toMatchObject({ name: 'game', status: 404 });
    expect(await pageOf('/secret-boosting', true)).toMatchObject({ name: 'listing', status: 200 });
    expect(await pageOf('/secret-boosting', false)).toMatchObject({ name: 'listing', status: 404 });
  });

  it('labels a listing with its game and product type, keeping the hot search', async () => {
    expect(await pageOf('/wow-gold/cheap')).toEqual({
      name: 'listing',
      layout: 'default',
      params: { gameType: 'wow', productType: 'Gold', hotSearch: 'cheap', game: 'World of Warcraft' },
      pathname: '/wow-gold/cheap',
      search: '',
      status: 200,
    });
  });

  it('answers 404 for a listing of a product type the game does not sell', async () => {
    expect(await pageOf('/wow-boosting')).toMatchObject({ name: 'listing', params: { game: 'World of Warcraft', productType: 'Boosting' }, status: 404 });
    expect(await pageOf('/wow-boosting', true)).toMatchObject({ status: 404 });
  });

  it('reads as listings only the product types some game sells, hidden games included', async () => {
    // 'top-up' is a product type no game sells, so '/wow-top-up' is no listing: a game page for a game that does not exist.
    expect(await pageOf('/wow-top-up')).toMatchObject({ name: 'game', params: { gameType: 'wow-top-up' }, status: 404 });
    expect(await pageOf('/wow-boosting')).toMatchObject({ name: 'listing' }); // sold by the hidden game only
  });

  it('reads the product types once, when created', async () => {
    const catalog = new FakeCatalog();
    const resolve = await resolver(catalog);
    const readsAtStart = catalog.productTypeReads;
    expect(readsAtStart).toBe(GAMES.length);
    await resolve.execute({ url: '/wow', signedIn: false });
    expect(catalog.productTypeReads).toBe(readsAtStart);
  });

  it('labels a known service and answers 404 for an unknown one', async () => {
    expect(await pageOf('/services/top-up')).toMatchObject({ name: 'servicesProductType', params: { productType: 'Top Up' }, status: 200 });
    expect(await pageOf('/services/nothing')).toMatchObject({ name: 'servicesProductType', params: { productType: 'nothing' }, status: 404 });
  });

  it('answers 404 for a missing product, on both product routes, and asks for it as the visitor', async () => {
    expect(await pageOf('/product/P1')).toMatchObject({ name: 'product', status: 200 });
    expect(await pageOf('/playboost/P1')).toMatchObject({ name: 'playboost', status: 200 });
    expect(await pageOf('/product/nope')).toMatchObject({ name: 'product', status: 404 });
    expect(await pageOf('/playboost/nope')).toMatchObject({ name: 'playboost', status: 404 });
    expect(await pageOf('/product/P2', false)).toMatchObject({ status: 404 });
    expect(await pageOf('/product/P2', true)).toMatchObject({ status: 200 });
  });

  it('answers 404 for a missing profile', async () => {
    expect(await pageOf('/profile/ada')).toMatchObject({ name: 'profile', params: { slug: 'ada' }, status: 200 });
    expect(await pageOf('/profile/nobody')).toMatchObject({ name: 'profile', status: 404 });
  });
});

describe('ResolvePage: navigation guards', () => {
  it('sends an anonymous visitor from a signed-in-only page to login, and back afterwards', async () => {
    const resolve = await resolver();
    expect(await resolve.execute({ url: '/dashboard/orders?tab=open', signedIn: false })).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fdashboard%2Forders%3Ftab%3Dopen' });
    expect(await resolve.execute({ url: '/dashboard/orders', signedIn: true })).toMatchObject({ kind: 'page', page: { name: 'dashboardOrders', status: 200 } });
  });

  it('keeps an anonymous visitor on checkout with the login redirect in the URL', async () => {
    const resolve = await resolver();
    expect(await resolve.execute({ url: '/checkout', signedIn: false })).toEqual({ kind: 'redirect', to: '/checkout?redirect=%2Fcheckout' });
    expect(await resolve.execute({ url: '/checkout?redirect=%2Fcheckout', signedIn: false })).toMatchObject({ kind: 'page', page: { name: 'checkout', layout: 'checkout' } });
  });

  it('sends a signed-in visitor from login to its safe redirect target, or home', async () => {
    const resolve = await resolver();
    expect(await resolve.execute({ url: '/login?redirect=%2Fwow', signedIn: true })).toEqual({ kind: 'redirect', to: '/wow' });
    expect(await resolve.execute({ url: '/login?redirect=https://evil.example', signedIn: true })).toEqual({ kind: 'redirect', to: '/' });
    expect(await resolve.execute({ url: '/login', signedIn: false })).toMatchObject({ kind: 'page', page: { name: 'login', status: 200 } });
  });

  it('decides the guard before the page exists: a signed-in-only page redirects even when its subject is missing', async () => {
    expect(await (await resolver()).execute({ url: '/dashboard/order/none', signedIn: false })).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fdashboard%2Forder%2Fnone' });
  });
});

// Issue 11, finding 7: `/product/a%00b` and `/profile/%00` reached PostgreSQL (which refuses NUL) and answered 500 in JSON.
describe('ResolvePage: a URL whose params are not text', () => {
  /** Subjects that fail as PostgreSQL does on a NUL byte in a text parameter. */
  const strict: PageSubjects = {
    getProduct: { execute: ({ id }) => (id.includes('\u0000') ? Promise.reject(new Error('invalid byte sequence 0x00')) : subjects.getProduct.execute({ id, hasAuthToken: false })) },
    getSellerProfile: { findSeller: (slug) => (slug.includes('\u0000') ? Promise.reject(new Error('invalid byte sequence 0x00')) : subjects.getSellerProfile.findSeller(slug)) },
  };

  it.each(['/product/a%00b', '/profile/%00', '/playboost/%00x', '/wow/accounts%00'])('%s is the error page with 400, without asking for the subject', async (url) => {
    const resolve = await ResolvePage.create({ catalog: new FakeCatalog(), subjects: strict });
    expect(await resolve.execute({ url, signedIn: false })).toMatchObject({ kind: 'page', page: { status: 400 } });
  });

  it('a lone surrogate in a param is the error page with 400 too', async () => {
    const resolve = await ResolvePage.create({ catalog: new FakeCatalog(), subjects: strict });
    expect(await resolve.execute({ url: '/profile/a\ud800', signedIn: false })).toMatchObject({ kind: 'page', page: { name: 'profile', status: 400 } });
    expect(await resolve.execute({ url: '/profile/ada', signedIn: false })).toMatchObject({ kind: 'page', page: { status: 200 } });
  });
});
