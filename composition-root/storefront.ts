import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { GetProduct } from '../application/catalog/get-product.ts';
import type { GetSellerProfile } from '../application/catalog/get-seller-profile.ts';
import type { CatalogReader } from '../application/catalog/ports/index.ts';
import type { GeoLocator, PageRenderer, RatesSource } from '../application/shared/ports/index.ts';
import type { SessionTokens } from '../application/accounts/ports/index.ts';
import { registerPageRoutes } from '../adapters/server/http/shared/page-routes.ts';
import { AUTH_TOKEN_COOKIE } from '../adapters/server/http/shared/request-auth.ts';
import { apiErrorFrom, findVisibleGame, guardNavigation, matchRoute, type RouteMatch } from '../domain/index.ts';
import type { ApiRequest } from '../ui/features/shared/api/model.ts';
import type { CurrentPage } from '../ui/features/shared/page/model.ts';
import { DEFAULT_DOMAIN_LANGUAGES } from '../ui/i18n/languages.ts';
import { CLIENT_DIR, createPageRenderer, storefrontBuilt } from './page-renderer.ts';

/** Routes whose first parameter is a game that must exist (and be visible) for the page to exist. */
const GAME_ROUTES = new Set(['game', 'gameCharts', 'gamePokedex', 'gameCategory', 'gameArticle', 'listing']);

/** Detail pages whose subject must exist for the visitor: a product (hidden games only when signed in) or a public profile. */
export interface DetailPages {
  readonly getProduct: Pick<GetProduct, 'execute'>;
  readonly getSellerProfile: Pick<GetSellerProfile, 'findSeller'>;
}

/** Whether the request being rendered is signed in; the renderer resolves its page from the URL alone, so it is carried alongside. */
const renderSignedIn = new AsyncLocalStorage<boolean>();

/**
 * Serves the storefront when it has been built: pages rendered on the server
 * for every GET outside /api and /websocket. Without a build (API-only test
 * runs) the server still answers the API and says so in the log.
 */
export async function registerStorefront(
  app: FastifyInstance,
  deps: {
    readonly catalog: CatalogReader;
    readonly rates: RatesSource;
    readonly geo: GeoLocator;
    readonly tokens: SessionTokens;
    readonly detailPages?: DetailPages;
  },
): Promise<boolean> {
  if (!storefrontBuilt()) {
    app.log.warn('storefront not built (npm run build): serving the API only');
    return false;
  }
  const productTypes = await productTypeValues(deps.catalog);
  const renderer = await createPageRenderer({
    rates: deps.rates,
    geo: deps.geo,
    domainLanguages: DEFAULT_DOMAIN_LANGUAGES,
    resolvePage: (url) => resolvePage(url, productTypes, deps.catalog, { signedIn: renderSignedIn.getStore() ?? false, pages: deps.detailPages }),
    api: (apiRequest, pageRequest) => injectApiRequest(app, apiRequest, pageRequest.cookies),
  });
  /** Whether the cookies carry a valid login token. */
  const signedIn = async (cookies: Readonly<Record<string, string>>) => {
    const token = cookies[AUTH_TOKEN_COOKIE];
    return token !== undefined && token !== '' && (await deps.tokens.userIdFor(token)) !== undefined;
  };
  /** The guards' verdict for a URL and the cookies' session (the verification state arrives later, with the live record). */
  const decide = (url: string, loggedIn: boolean) => {
    const { pathname, search } = splitUrl(url);
    const match = matchRoute(pathname, productTypes);
    return guardNavigation({ route: match.route, pathname, search, session: { isLoggedIn: loggedIn, verificationState: null } });
  };
  const guarded: PageRenderer = {
    render: async (request) => {
      const loggedIn = await signedIn(request.cookies);
      const decision = decide(request.url, loggedIn);
      if (decision.kind === 'redirect') return { status: 302, html: '', location: decision.to };
      return renderSignedIn.run(loggedIn, () => renderer.render(request));
    },
    lookup: async (request) => {
      const loggedIn = await signedIn(request.cookies);
      const decision = decide(request.url, loggedIn);
      if (decision.kind === 'redirect') return { kind: 'redirect', to: decision.to };
      return { kind: 'page', page: { ...(await resolvePage(request.url, productTypes, deps.catalog, { signedIn: loggedIn, pages: deps.detailPages })) } };
    },
  };
  await registerPageRoutes(app, { renderer: guarded, clientDir: CLIENT_DIR });
  return true;
}

async function productTypeValues(catalog: CatalogReader): Promise<string[]> {
  const games = await catalog.listGames({ includeHidden: true });
  const values = new Set<string>();
  for (const game of games) for (const type of await catalog.productTypesOf(game.value)) values.add(type.value);
  return [...values];
}

function splitUrl(url: string): { pathname: string; search: string } {
  const at = url.indexOf('?');
  return at === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, at), search: url.slice(at) };
}

/**
 * The page for a URL; a missing game, product or profile, or an unknown
 * catch-all page, answers 404. Hidden games (and their listings) exist only
 * for signed-in visitors, as in the API.
 */
async function resolvePage(
  url: string,
  productTypes: readonly string[],
  catalog: CatalogReader,
  visitor: { readonly signedIn: boolean; readonly pages: DetailPages | undefined },
): Promise<CurrentPage> {
  const { pathname, search } = splitUrl(url);
  const match: RouteMatch = matchRoute(pathname, productTypes);
  let status = 200;
  const params: Record<string, string> = { ...match.params };
  if (match.route.name === 'slug') status = 404; // no content pages exist yet
  if (GAME_ROUTES.has(match.route.name)) {
    const value = params['gameType'] ?? '';
    const game = findVisibleGame(await catalog.findGame(value), { hasAuthToken: visitor.signedIn, value });
    if (game.isErr()) status = 404;
    else params['game'] = game.value.label;
    const typeValue = params['productType'];
    if (typeValue !== undefined) {
      // A listing of a product type the game does not sell is a missing page, not an empty one.
      const sold = game.isOk() && (await catalog.productTypesOf(game.value.value)).some((t) => t.value === typeValue);
      if (match.route.name === 'listing' && !sold) status = 404;
      params['productType'] = (await catalog.findProductType(typeValue))?.label ?? typeValue;
    }
  }
  if (match.route.name === 'servicesProductType') {
    // An unknown service is a missing page; a known one is titled by its label (the value stays in the path).
    const productType = await catalog.findProductType(params['productType'] ?? '');
    if (productType === undefined) status = 404;
    else params['productType'] = productType.label;
  }
  const detail = visitor.pages;
  if (detail !== undefined && (match.route.name === 'product' || match.route.name === 'playboost')) {
    const product = await detail.getProduct.execute({ id: params['id'] ?? '', hasAuthToken: visitor.signedIn });
    if (product.isErr()) status = 404;
  }
  if (detail !== undefined && match.route.name === 'profile') {
    if ((await detail.getSellerProfile.findSeller(params['slug'] ?? '')).isErr()) status = 404;
  }
  return { name: match.route.name, layout: match.route.layout, params, pathname, search, status };
}

/**
 * A page's API call made in-process while rendering it: through the same
 * routes, validation and guards as the browser's fetch, with the visitor's
 * cookies (so a signed-in visitor's page sees what their browser would).
 */
async function injectApiRequest(app: FastifyInstance, request: ApiRequest, cookies: Readonly<Record<string, string>>): Promise<unknown> {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  const response = await app.inject({
    method: request.method,
    url: request.path,
    headers: { accept: 'application/json', ...(cookie === '' ? {} : { cookie }), ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
  });
  const body: unknown = response.body === '' ? null : JSON.parse(response.body);
  if (response.statusCode >= 400) throw apiErrorFrom(response.statusCode, body);
  return body;
}
