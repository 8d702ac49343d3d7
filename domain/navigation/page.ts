import type { Layout } from './route-types.ts';

/**
 * A URL resolved to the page it shows: what the server renders, what
 * `/api/page` answers for a client-side navigation, and what the storefront
 * keeps as its current page. `name` is a route name; it is typed as a plain
 * string so a page read back from the wire needs no cast.
 */
export interface ResolvedPage {
  readonly name: string;
  readonly layout: Layout;
  /** The route's params, with labels added for the page's title (`game`, a product type's label). */
  readonly params: Readonly<Record<string, string>>;
  readonly pathname: string;
  /** '' or the query with its leading '?'. */
  readonly search: string;
  /** The HTTP status the page answers with: 200, or 404 when its subject does not exist for the visitor. */
  readonly status: number;
}

/** What a URL leads to: the page, or where a navigation guard sends the visitor instead. */
export type PageResolution = { readonly kind: 'page'; readonly page: ResolvedPage } | { readonly kind: 'redirect'; readonly to: string };

/** A path-and-query split at its first '?' (the search keeps the '?'). */
export function splitUrl(url: string): { readonly pathname: string; readonly search: string } {
  const at = url.indexOf('?');
  return at === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, at), search: url.slice(at) };
}
