import {
  findVisibleGame,
  guardNavigation,
  hasPokedex,
  matchRoute,
  splitUrl,
  type PageResolution,
  type ResolvedPage,
  type RouteMatch,
  type RouteName,
} from '../../domain/index.ts';
import type { PageCatalog, PageSubjects } from './ports/index.ts';

/** A NUL byte or a UTF-16 surrogate without its pair: no subject is named so, and PostgreSQL refuses NUL in text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unreadable = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Routes whose first parameter is a game that must exist (and be visible) for the page to exist. */
const GAME_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['game', 'gameCharts', 'gamePokedex', 'gameCategory', 'gameArticle', 'listing']);

export interface ResolvePageRequest {
  /** Path and query, as requested. */
  readonly url: string;
  /** Whether the visitor holds a valid login token. */
  readonly signedIn: boolean;
}

/**
 * Which page a URL shows, decided once for a full page load and for a
 * client-side navigation alike. The navigation guards run first (their
 * redirect wins); the verification state is not known here, so only the
 * sign-in rules apply. Then the page answers 404 when its subject does not
 * exist for the visitor: an unknown catch-all page, a missing game (a hidden
 * game and its listings exist only for signed-in visitors, as in the API), a
 * listing of a product type the game does not sell, an unknown service, a
 * missing product or seller profile; and 400 when a param holds a NUL or a
 * lone surrogate, which names nothing. The params gain labels for the title:
 * `game` (the game's label) and `productType` (its label instead of its value).
 */
export class ResolvePage {
  private constructor(
    private readonly catalog: PageCatalog,
    private readonly subjects: PageSubjects,
    private readonly productTypes: readonly string[],
  ) {}

  /** Reads the product types every game sells once: they decide which first segments read as listings. */
  static async create(deps: { readonly catalog: PageCatalog; readonly subjects: PageSubjects }): Promise<ResolvePage> {
    const games = await deps.catalog.listGames({ includeHidden: true });
    const values = new Set<string>();
    for (const game of games) for (const type of await deps.catalog.productTypesOf(game.value)) values.add(type.value);
    return new ResolvePage(deps.catalog, deps.subjects, [...values]);
  }

  async execute(request: ResolvePageRequest): Promise<PageResolution> {
    const { pathname, search } = splitUrl(request.url);
    const match = matchRoute(pathname, this.productTypes);
    const session = { isLoggedIn: request.signedIn, verificationState: null };
    const decision = guardNavigation({ route: match.route, pathname, search, session });
    if (decision.kind === 'redirect') return { kind: 'redirect', to: decision.to };
    return { kind: 'page', page: await this.page(match, { pathname, search }, request.signedIn) };
  }

  private async page(match: RouteMatch, url: { readonly pathname: string; readonly search: string }, signedIn: boolean): Promise<ResolvedPage> {
    const name = match.route.name;
    const params: Record<string, string> = { ...match.params };
    // A param that is not text is a bad request (the error page with 400), never a lookup (issue 11, finding 7).
    if (Object.values(params).some(unreadable)) {
      return { name, layout: match.route.layout, params, pathname: url.pathname, search: url.search, status: 400 };
    }
    // Every check runs (each may add a label), and any one of them failing makes the page missing.
    let found = name !== 'slug'; // no content pages exist yet
    if (GAME_ROUTES.has(name) && !(await this.labelGamePage(name, params, signedIn))) found = false;
    if (name === 'servicesProductType' && !(await this.labelService(params))) found = false;
    if (name === 'gamePokedex' && !hasPokedex(params['gameType'] ?? '')) found = false;
    if (name === 'product' || name === 'playboost') {
      if ((await this.subjects.getProduct.execute({ id: params['id'] ?? '', hasAuthToken: signedIn })).isErr()) found = false;
    }
    if (name === 'profile' && (await this.subjects.getSellerProfile.findSeller(params['slug'] ?? '')).isErr()) found = false;
    if ((name === 'post' || name === 'gameCategory' || name === 'gameArticle') && found && this.subjects.content !== undefined) {
      if (!(await this.subjects.content.exists({ name, params, signedIn }))) found = false;
    }
    return { name, layout: match.route.layout, params, pathname: url.pathname, search: url.search, status: found ? 200 : 404 };
  }

  /** Whether a game page (or listing) exists; labels its game and product type either way it can. */
  private async labelGamePage(name: RouteName, params: Record<string, string>, signedIn: boolean): Promise<boolean> {
    const value = params['gameType'] ?? '';
    const game = findVisibleGame(await this.catalog.findGame(value), { hasAuthToken: signedIn, value });
    if (game.isOk()) params['game'] = game.value.label;
    const typeValue = params['productType'];
    if (typeValue === undefined) return game.isOk();
    // A listing of a product type the game does not sell is a missing page, not an empty one.
    const sold = game.isOk() && (await this.catalog.productTypesOf(game.value.value)).some((t) => t.value === typeValue);
    params['productType'] = (await this.catalog.findProductType(typeValue))?.label ?? typeValue;
    return game.isOk() && (name !== 'listing' || sold);
  }

  /** Whether a service page's product type exists; a known one is titled by its label (the value stays in the path). */
  private async labelService(params: Record<string, string>): Promise<boolean> {
    const productType = await this.catalog.findProductType(params['productType'] ?? '');
    if (productType === undefined) return false;
    params['productType'] = productType.label;
    return true;
  }
}
