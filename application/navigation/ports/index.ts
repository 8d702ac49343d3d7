import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import type { GetProductRequest } from '../../catalog/index.ts';
import type { CatalogReader } from '../../catalog/ports/index.ts';

/**
 * What resolving a page needs, all of it from the catalog context: its reader
 * for games (hidden ones too) and product types, and its use cases for the
 * detail pages (`GetProduct`, `GetSellerProfile`), so a page exists exactly
 * when the API would show its subject.
 */

/** Games, product types and what each game sells. */
export type PageCatalog = Pick<CatalogReader, 'findGame' | 'listGames' | 'findProductType' | 'productTypesOf'>;

/** Whether a detail page's subject exists for the visitor: a product (`/product`, `/playboost`) or a public profile. */
export interface PageSubjects {
  readonly getProduct: { execute(request: GetProductRequest): Promise<Result<unknown, DomainError>> };
  readonly getSellerProfile: { findSeller(slug: string): Promise<Result<unknown, DomainError>> };
  /** Whether a live post (`/post/{slug}`), wiki category or article exists; without it those pages always exist. */
  readonly content?: { exists(page: { readonly name: 'post' | 'gameCategory' | 'gameArticle'; readonly params: Readonly<Record<string, string>>; readonly signedIn: boolean }): Promise<boolean> };
}
