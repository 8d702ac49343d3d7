import { err, type Result } from 'neverthrow';
import { checkOfferCatalogFit, domainError, offerScopeOf, type DomainError } from '../../domain/index.ts';
import type { OfferInput } from '../../contracts/offers/index.ts';
import type { CatalogReader } from '../catalog/ports/index.ts';

/** Whether the offer's game, product type, smart tags and platform are the catalog's (shared by single and bulk writes). */
export async function offerFitsCatalog(catalog: CatalogReader, input: OfferInput): Promise<Result<void, DomainError>> {
  const game = await catalog.findGame(input.gameType);
  if (game === undefined || game.hidden) return err(domainError('GAME_NOT_FOUND', `No game ${input.gameType}`, { field: 'gameType' }));
  const types = await catalog.productTypesOf(input.gameType);
  if (!types.some((t) => t.value === input.productType)) {
    return err(domainError('PRODUCT_TYPE_NOT_FOUND', `${game.label} has no product type ${input.productType}`, { field: 'productType' }));
  }
  return checkOfferCatalogFit(input, offerScopeOf(await catalog.listingScope(input.gameType, input.productType)));
}
