import { err, ok, type Result } from 'neverthrow';
import { domainError, findVisibleGame, type DomainError, type HotSearch } from '../../domain/index.ts';
import type { ListingData } from '../../contracts/catalog/index.ts';
import type { CatalogReader } from './ports/catalog-reader.ts';

export interface GetListingDataRequest {
  readonly gameType: string;
  readonly language: string;
  /** Absent (the client sends 'undefined') on a game page. */
  readonly productType: string | undefined;
  readonly hasAuthToken: boolean;
}

/** The listing data as GET /api/listing-data answers it (without the transport's `error`). */
export type ListingDataResponse = ListingData;

/**
 * The listing data of one game (and product type) in one language. Hidden
 * games exist only for visitors with an auth token; a product type the game
 * does not sell is as missing as an unknown one. Hot-search copy is cut to
 * the asked language (English where a text is missing) to keep pages light.
 */
export class GetListingData {
  constructor(private readonly catalog: CatalogReader) {}

  async execute(request: GetListingDataRequest): Promise<Result<ListingDataResponse, DomainError>> {
    const game = findVisibleGame(await this.catalog.findGame(request.gameType), { hasAuthToken: request.hasAuthToken, value: request.gameType });
    if (game.isErr()) return err(game.error);
    let selectedProductType;
    if (request.productType !== undefined) {
      const offered = await this.catalog.productTypesOf(game.value.value);
      selectedProductType = offered.find((p) => p.value === request.productType);
      if (selectedProductType === undefined) {
        return err(domainError('PRODUCT_TYPE_NOT_FOUND', 'Product type not found', { field: 'productType' }));
      }
    }
    const scope = await this.catalog.listingScope(game.value.value, request.productType);
    return ok({
      gameType: game.value,
      ...(selectedProductType === undefined ? {} : { selectedProductType }),
      ...scope,
      hotSearches: scope.hotSearches.map((h) => inLanguage(h, request.language)),
    });
  }
}

function inLanguage(hotSearch: HotSearch, language: string): HotSearch {
  const content = hotSearch.content[language] ?? hotSearch.content['en'];
  return { ...hotSearch, content: content === undefined ? {} : { [language]: content } };
}
