import { err, ok, type Result } from 'neverthrow';
import { domainError, findVisibleGame, type DomainError, type GameType, type ProductType } from '../../domain/index.ts';
import type { GameLanding, GameSummary, ProductTypeLink, ServiceGames, ServiceSummary } from '../../contracts/catalog/index.ts';
import type { CatalogReader } from './ports/catalog-reader.ts';

export interface ListGamesRequest {
  readonly hasAuthToken: boolean;
  /** 'name' (A–Z, the games page) or 'popularity' (most popular first, the home page). */
  readonly sort: 'name' | 'popularity';
  /** At most this many games; all when absent. */
  readonly limit?: number;
}

const link = (p: ProductType): ProductTypeLink => ({ value: p.value, label: p.label });
const gameRef = (g: GameType) => ({ value: g.value, label: g.label, hidden: g.hidden });

/**
 * Browsing the catalog by game and by service (the games, game landing and
 * services pages). Visibility follows the listing rule (`findVisibleGame`):
 * hidden games exist only for visitors with an auth token, everywhere — in
 * lists, on a landing page, and in the counts and games of a service.
 * Readings: a service (product type) that no visible game sells is left out
 * of the services list, as a link there would lead to an empty page; asked
 * for directly, it answers with no games rather than "not found", since the
 * product type exists. An unknown product type is PRODUCT_TYPE_NOT_FOUND.
 */
export class BrowseCatalog {
  constructor(private readonly catalog: CatalogReader) {}

  async listGames(request: ListGamesRequest): Promise<readonly GameSummary[]> {
    const games = await this.catalog.listGames({ includeHidden: request.hasAuthToken, orderBy: request.sort === 'popularity' ? 'popularity' : 'label' });
    const chosen = request.limit === undefined ? games : games.slice(0, request.limit);
    return Promise.all(chosen.map(async (g) => ({ ...gameRef(g), productTypes: (await this.catalog.productTypesOf(g.value)).map(link) })));
  }

  async getGame(request: { readonly gameType: string; readonly hasAuthToken: boolean }): Promise<Result<GameLanding, DomainError>> {
    const found = findVisibleGame(await this.catalog.findGame(request.gameType), { hasAuthToken: request.hasAuthToken, value: request.gameType });
    if (found.isErr()) return err(found.error);
    const game = found.value;
    const types = await this.catalog.productTypesOf(game.value);
    const productTypes = await Promise.all(
      types.map(async (p) => {
        const scope = await this.catalog.listingScope(game.value, p.value);
        const hotSearches = scope.hotSearches.map((h) => ({
          url: h.url,
          labels: Object.fromEntries(Object.entries(h.content).map(([language, content]) => [language, content.label])),
        }));
        return { ...link(p), hotSearches };
      }),
    );
    return ok({ game: gameRef(game), productTypes });
  }

  async listServices(request: { readonly hasAuthToken: boolean }): Promise<readonly ServiceSummary[]> {
    const counts = await this.gameCounts(request.hasAuthToken);
    return (await this.catalog.listProductTypes()).flatMap((p) => {
      const gameCount = counts.get(p.value) ?? 0;
      return gameCount === 0 ? [] : [{ ...link(p), gameCount }];
    });
  }

  async getService(request: { readonly productType: string; readonly hasAuthToken: boolean }): Promise<Result<ServiceGames, DomainError>> {
    const productType = await this.catalog.findProductType(request.productType);
    if (productType === undefined) return err(domainError('PRODUCT_TYPE_NOT_FOUND', 'Product type not found', { field: 'productType' }));
    const games = await this.catalog.listGames({ includeHidden: request.hasAuthToken, orderBy: 'label' });
    const selling = [];
    for (const game of games) {
      if ((await this.catalog.productTypesOf(game.value)).some((p) => p.value === productType.value)) selling.push(gameRef(game));
    }
    return ok({ service: link(productType), games: selling });
  }

  private async gameCounts(hasAuthToken: boolean): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const game of await this.catalog.listGames({ includeHidden: hasAuthToken })) {
      for (const p of await this.catalog.productTypesOf(game.value)) counts.set(p.value, (counts.get(p.value) ?? 0) + 1);
    }
    return counts;
  }
}
