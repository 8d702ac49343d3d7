/**
 * The shape of one entry of the route table. Kept apart from the table so the
 * table stays pure data and the matcher, guards and tests share one vocabulary.
 */

/** Which shell wraps the page: the full header/footer, a bare page, or the checkout frame. */
export const LAYOUTS = ['default', 'basic', 'checkout'] as const;
export type Layout = (typeof LAYOUTS)[number];

/**
 * A restriction on one path parameter. A value that breaks it makes the route
 * not match, so matching moves on to the next route in the table.
 */
export type ParamRule = { readonly oneOf: readonly string[] } | { readonly pattern: RegExp };

/**
 * Extra rules for the catch-alls whose first segment cannot be told apart by a
 * react-router pattern alone:
 * - 'listing': the first segment must split into `{gameType}-{productType}`
 *   by a known product-type suffix; the params become gameType, productType
 *   and the optional hotSearch.
 * - 'game': the first segment is a game only if it is neither the first
 *   segment of a fixed route ('blog', 'calculator', ...) nor a listing segment.
 */
export type SegmentRule = 'listing' | 'game';

/** One route of spec section 2. */
export interface RouteDefinition {
  /** Stable id: the i18n title key (`routes.<name>`) and the key for `pathFor`. */
  readonly name: string;
  /** A react-router 7 pattern; a child's path is relative to its parent's. */
  readonly path: string;
  readonly layout: Layout;
  /** Anonymous visitors are sent to the login page; read from this route only, never inherited from a parent. */
  readonly auth: boolean;
  /** Server-rendered for search engines. */
  readonly public: boolean;
  /** Never indexed, whatever the query says. */
  readonly robots?: 'none';
  readonly params?: Readonly<Record<string, ParamRule>>;
  readonly segmentRule?: SegmentRule;
  /**
   * Anonymous visitors stay on the page with the login modal open (the URL
   * gains `?redirect=<path>`) instead of being sent to /login — the checkout rule.
   */
  readonly loginInPlace?: true;
  readonly children?: readonly RouteDefinition[];
}
