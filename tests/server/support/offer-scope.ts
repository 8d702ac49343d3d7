import { CATALOG } from '../../../composition-root/server/catalog.module.ts';
import type { TestServer } from './test-server.ts';

/** A game and product type with a smart-tag filter, and the tags an offer of it may carry: an offer built from it fits the catalog. */
export interface SmartTagScope {
  readonly gameType: string;
  readonly productType: string;
  readonly filter: string;
  readonly tag: string;
  /** A second tag of the same filter, when there is one. */
  readonly otherTag: string | undefined;
  readonly platform: string | null;
}

/** The first visible game and product type of the demo catalog whose first smart-tag filter has tags. */
export async function findSmartTagScope(server: TestServer): Promise<SmartTagScope> {
  const catalog = server.container.get(CATALOG.CatalogReader);
  for (const game of await catalog.listGames({ includeHidden: false })) {
    for (const type of await catalog.productTypesOf(game.value)) {
      const s = await catalog.listingScope(game.value, type.value);
      const filter = s.smartTagFilters[0];
      const tags = s.smartTags.filter((t) => t.filterId === filter?._id);
      if (filter === undefined || tags[0] === undefined) continue;
      return { gameType: game.value, productType: type.value, filter: filter.value, tag: tags[0].value, otherTag: tags[1]?.value, platform: s.platformTypes[0]?.value ?? null };
    }
  }
  throw new Error('no game with a smart-tag filter in the demo catalog');
}

/** A valid `createOffer` draft in `scope` (a bundle of 40 at 12.50 with a volume discount), with `overrides` applied. */
export function offerDraft(scope: SmartTagScope, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    gameType: scope.gameType,
    productType: scope.productType,
    tags: { [scope.filter]: scope.tag },
    platform: scope.platform,
    title: 'Offer bundle',
    description: 'Line one\nLine two',
    priceMinor: 1250,
    quantity: 40,
    minQuantity: 2,
    incrementalQuantity: false,
    volumeDiscount: { start: 10, end: 30, min: 2, max: 10 },
    deliveryDuration: 'INSTANT',
    purchaseBehavior: 'DEFAULT',
    services: [],
    images: [],
    ...overrides,
  };
}
