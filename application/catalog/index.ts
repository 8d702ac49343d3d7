/**
 * Catalog use cases: browsing games and services, listing pages and their
 * search, product pages and seller profiles. Its ports are in `ports/index.ts`;
 * other contexts use the catalog only through these two files. The shapes its
 * answers take on the wire are declared once, in contracts/catalog.
 */
export { LISTING_CHANGES } from './sync-listing-index.ts';
export { BrowseCatalog, type ListGamesRequest } from './browse-catalog.ts';
export { GetListingData, type GetListingDataRequest, type ListingDataResponse } from './get-listing-data.ts';
export { SearchListings, type SearchListingsRequest, type SearchListingsResponse, type SellerLevelBadge } from './search-listings.ts';
export { GetProduct, GetProducts, type GetProductRequest, type GetProductsRequest } from './get-product.ts';
export { PRODUCT_NOT_FOUND_MESSAGE, isPublicUser, productNotFound, type ProductCatalog, type ProductDetail, type PublicSeller } from './product-detail.ts';
export {
  GetSellerProfile,
  GetSellers,
  sellerNotFound,
  type GetSellerProfileRequest,
  type SellerProfile,
} from './get-seller-profile.ts';
