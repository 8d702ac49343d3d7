import { createEffect, createEvent, sample } from 'effector';
import { CHUNK_RELOAD_STORAGE_KEY, parseChunkReloads, recordChunkReload, shouldReloadForChunkError } from './rule.ts';

/**
 * Reloads the page for a chunk error on `path` unless it already did within
 * 10 s; resolves with whether it reloads. Without session storage (blocked,
 * full) it does not reload, since it could not stop a reload loop.
 */
export const reloadForChunkErrorFx = createEffect<string, boolean>((path) => {
  try {
    const now = Date.now();
    const reloads = parseChunkReloads(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    if (!shouldReloadForChunkError(reloads, path, now)) return false;
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, JSON.stringify(recordChunkReload(reloads, path, now)));
  } catch {
    return false;
  }
  location.reload();
  return true;
});

/** The chunk-error hook: a code chunk for `path` (the page's pathname) failed to load, e.g. Vite's `vite:preloadError`. */
export const chunkLoadFailed = createEvent<string>();

sample({ clock: chunkLoadFailed, target: reloadForChunkErrorFx });
