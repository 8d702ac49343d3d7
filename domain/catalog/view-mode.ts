import type { GameType, ProductType, ViewMode } from './listing-data.ts';

/** Products per page in GRID view (spec section 9). */
export const GRID_PAGE_SIZE = 12;
/** Products per page in LIST view (spec section 9). */
export const LIST_PAGE_SIZE = 24;

/** What decides the view mode of a listing page. */
export interface ViewModeInput {
  readonly productType: Pick<ProductType, 'value'>;
  readonly game: Pick<GameType, 'gridProductTypes' | 'limited'>;
  /** True when the visitor is limited or partly limited (geo rules); such visitors always get LIST. */
  readonly visitorLimited: boolean;
}

/**
 * GRID only when the game lists this product type as a grid and neither the
 * game nor the visitor is limited; every other case falls back to LIST, the
 * layout that works for every product.
 */
export function viewModeFor({ productType, game, visitorLimited }: ViewModeInput): ViewMode {
  const gridForGame = game.gridProductTypes.includes(productType.value);
  return gridForGame && !game.limited && !visitorLimited ? 'GRID' : 'LIST';
}

/** Whether the visitor counts as limited for the view mode: limited or partly limited. */
export function isVisitorLimited(flags: { readonly isLimited: boolean; readonly isPartlyLimited: boolean }): boolean {
  return flags.isLimited || flags.isPartlyLimited;
}

/** The page size that goes with a view mode, so a grid page fills whole rows. */
export function pageSizeFor(viewMode: ViewMode): number {
  return viewMode === 'GRID' ? GRID_PAGE_SIZE : LIST_PAGE_SIZE;
}
