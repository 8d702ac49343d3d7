/**
 * The listing's pagination bar: how many pages a result set has, and which
 * page numbers the bar shows. The bar always shows the first and the last
 * page and every page within `PAGE_WINDOW_RADIUS` of the current one; where
 * two shown numbers are not neighbours, a gap (an ellipsis) stands between
 * them.
 *
 * Reading: a result set has at least one page (an empty result still shows
 * page 1) and at most `MAX_LISTING_PAGES`, the deepest page the search
 * answers. A current page past the last (a hand-edited `?page=`) brings no
 * window of its own: the bar then shows the pages near the end it reaches.
 */

/** The deepest page the product search serves (the HTTP route refuses a higher `page`). */
export const MAX_LISTING_PAGES = 1000;

/** Pages shown on each side of the current one. */
export const PAGE_WINDOW_RADIUS = 2;

/** One entry of the bar: a page number, or a gap standing before the page `beforePage`. */
export type PageWindowEntry =
  | { readonly kind: 'page'; readonly page: number }
  | { readonly kind: 'gap'; readonly beforePage: number };

/** The number of pages `total` results make at `limit` per page, within [1, MAX_LISTING_PAGES]. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.min(MAX_LISTING_PAGES, Math.ceil(total / Math.max(1, limit))));
}

/** The bar for page `current` of `pages`: the first, the last and the window around `current`, with gaps where numbers are skipped. */
export function pageWindow(current: number, pages: number, radius: number = PAGE_WINDOW_RADIUS): PageWindowEntry[] {
  const around = Array.from({ length: radius * 2 + 1 }, (_, i) => current - radius + i);
  const shown = [...new Set([1, pages, ...around])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const entries: PageWindowEntry[] = [];
  for (const [i, page] of shown.entries()) {
    const before = shown[i - 1];
    if (before !== undefined && page - before > 1) entries.push({ kind: 'gap', beforePage: page });
    entries.push({ kind: 'page', page });
  }
  return entries;
}
