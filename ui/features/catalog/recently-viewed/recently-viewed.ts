/**
 * The recently viewed list (spec section 2, /dashboard/favorites/recently-viewed):
 * product ids kept in this browser's local storage, most recent first.
 *
 * Reading: viewing a product moves it to the front (a list never holds an id
 * twice), and only the {@link RECENTLY_VIEWED_LIMIT} most recent are kept, so
 * the list stays small enough for one batch request.
 */

/** The most ids kept. */
export const RECENTLY_VIEWED_LIMIT = 30;
/** The local-storage key. */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The list after viewing `id`: it first, the others after it in their order, without repeats, at most `limit` long. */
export function recordView(list: readonly string[], id: string, limit: number = RECENTLY_VIEWED_LIMIT): string[] {
  const rest = list.filter((other) => other !== id);
  return [id, ...new Set(rest)].slice(0, Math.max(0, limit));
}

/**
 * The list stored under {@link RECENTLY_VIEWED_KEY}, tolerating anything a
 * user, an older version or another tab may have left there: not JSON, not
 * an array, non-id entries and repeats are dropped.
 */
export function parseRecentlyViewed(raw: string | null | undefined): string[] {
  if (raw === null || raw === undefined || raw === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((entry): entry is string => typeof entry === 'string' && ID.test(entry));
  return [...new Set(ids)].slice(0, RECENTLY_VIEWED_LIMIT);
}

/** The text stored for a list. */
export function serializeRecentlyViewed(list: readonly string[]): string {
  return JSON.stringify(list);
}
