/**
 * Catalog use cases: browsing games and services, listing pages and their
 * search, product pages and seller profiles. Its ports are in `ports/index.ts`;
 * other contexts use the catalog only through these two files.
 */
export {
  BrowseCatalog,
  type GameLanding,
  type GameSummary,
  type HotSearchLink,
  type ListGamesRequest,
  type ProductTypeLink,
  type ServiceGames,
  type ServiceSummary,
} from './browse-catalog.ts';
export { GetListingData, type GetListingDataRequest, type ListingDataResponse } from './get-listing-data.ts';
export { SearchListings, type SearchListingsRequest, type SearchListingsResponse } from './search-listings.ts';
export { GetProduct, GetProducts, MAX_PRODUCT_BATCH, type GetProductRequest, type GetProductsRequest } from './get-product.ts';
export { PRODUCT_NOT_FOUND_MESSAGE, productNotFound, type ProductCatalog, type ProductDetail, type PublicSeller } from './product-detail.ts';
export {
  GetSellerProfile,
  GetSellers,
  MAX_SELLER_BATCH,
  sellerNotFound,
  type GetSellerProfileRequest,
  type ProfileOfferScope,
  type SellerProfile,
} from './get-seller-profile.ts';
