/**
 * Failed chunk loads (spec section 8): when a dynamic import of a code chunk
 * fails (usually a deploy replaced the files), the page reloads to pick up
 * the new build, but at most once per path within 10 seconds, so a chunk that
 * is really missing cannot make the page reload forever.
 *
 * Readings: "path" is the page's pathname (query and hash are the same page);
 * the record lives in session storage under {@link CHUNK_RELOAD_STORAGE_KEY}
 * as a JSON object of path → epoch ms of its last reload; a recorded time
 * within 10 s either side of now (a clock set back included) blocks a reload;
 * a record that does not parse counts as empty. Only the last reload of a
 * path is kept, so the guarantee holds for a clock that runs forward.
 */

export const CHUNK_RELOAD_WINDOW_MS = 10_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload';

/** When each path last reloaded for a chunk error (epoch ms). */
export type ChunkReloads = Readonly<Record<string, number>>;

/** Whether a chunk error on `path` at `now` may reload the page. */
export function shouldReloadForChunkError(lastReloads: ChunkReloads, path: string, now: number): boolean {
  const last = Object.hasOwn(lastReloads, path) ? lastReloads[path] : undefined;
  return last === undefined || Math.abs(now - last) >= CHUNK_RELOAD_WINDOW_MS;
}

/** The record after reloading `path` at `now`. */
export function recordChunkReload(lastReloads: ChunkReloads, path: string, now: number): ChunkReloads {
  return { ...lastReloads, [path]: now };
}

/** The record as stored; null (nothing stored) or anything malformed reads as empty, and entries that are not finite numbers are dropped. */
export function parseChunkReloads(raw: string | null): ChunkReloads {
  if (raw === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1])));
}
