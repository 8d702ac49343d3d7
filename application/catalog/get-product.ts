import { err, type Result } from 'neverthrow';
import type { DomainError } from '../../domain/index.ts';
import { MAX_PRODUCT_BATCH } from '../../contracts/catalog/index.ts';
import type { ProductReader } from './ports/product-reader.ts';
import { productDetailOf, productNotFound, type ProductCatalog, type ProductDetail } from './product-detail.ts';

export interface GetProductRequest {
  readonly id: string;
  /** Whether the visitor holds a valid login token (hidden games are for them only). */
  readonly hasAuthToken: boolean;
}

/**
 * One listing for its product page (`/product/{id}`, `/playboost/{id}`):
 * read fresh from the database so stock is current, with its seller, labels
 * and smart tags. Unknown, hidden or removed listings, listings of banned or
 * removed sellers, and listings of hidden games for visitors without a token
 * are all PRODUCT_NOT_FOUND alike.
 */
export class GetProduct {
  constructor(
    private readonly products: ProductReader,
    private readonly catalog: ProductCatalog,
  ) {}

  async execute(request: GetProductRequest): Promise<Result<ProductDetail, DomainError>> {
    const [record] = await this.products.productsByIds([request.id]);
    if (record?.id !== request.id) return err(productNotFound());
    return productDetailOf(record, this.catalog, request.hasAuthToken);
  }
}

export interface GetProductsRequest {
  readonly ids: readonly string[];
  readonly hasAuthToken: boolean;
}

/**
 * Several listings at once, for lists built from ids the browser holds
 * (favorites, recently viewed): in the order asked, each id once, with every
 * listing the visitor may not see simply left out (the caller shows such ids
 * as no longer available). At most {@link MAX_PRODUCT_BATCH} ids are read.
 */
export class GetProducts {
  constructor(
    private readonly products: ProductReader,
    private readonly catalog: ProductCatalog,
  ) {}

  async execute(request: GetProductsRequest): Promise<readonly ProductDetail[]> {
    const ids = [...new Set(request.ids)].slice(0, MAX_PRODUCT_BATCH);
    const records = new Map((await this.products.productsByIds(ids)).map((r) => [r.id, r]));
    const details: ProductDetail[] = [];
    for (const id of ids) {
      const record = records.get(id);
      if (record === undefined) continue;
      const detail = await productDetailOf(record, this.catalog, request.hasAuthToken);
      if (detail.isOk()) details.push(detail.value);
    }
    return details;
  }
}
