import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkLoadFailed, reloadForChunkErrorFx } from '../../../../ui/features/shared/chunk-reload/model.ts';
import { CHUNK_RELOAD_STORAGE_KEY } from '../../../../ui/features/shared/chunk-reload/rule.ts';

/** A session storage over a map, optionally broken like a blocked one. */
function fakeStorage(broken = false) {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => {
      if (broken) throw new Error('SecurityError');
      return data.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (broken) throw new Error('QuotaExceededError');
      data.set(key, value);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('chunk-reload model', () => {
  it('hands the failed path to the reload effect', async () => {
    const paths: string[] = [];
    const scope = fork({ handlers: [[reloadForChunkErrorFx, (path: string) => (paths.push(path), true)]] });
    await allSettled(chunkLoadFailed, { scope, params: '/games' });
    expect(paths).toEqual(['/games']);
  });

  it('its default handler reloads once per path within 10 s and records it in session storage', async () => {
    const storage = fakeStorage();
    const reload = vi.fn();
    vi.stubGlobal('sessionStorage', storage);
    vi.stubGlobal('location', { reload });
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const scope = fork();

    await allSettled(chunkLoadFailed, { scope, params: '/games' });
    await allSettled(chunkLoadFailed, { scope, params: '/games' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.data.get(CHUNK_RELOAD_STORAGE_KEY) ?? '{}')).toEqual({ '/games': 1_000_000 });

    await allSettled(chunkLoadFailed, { scope, params: '/blog' });
    expect(reload).toHaveBeenCalledTimes(2);

    now.mockReturnValue(1_010_000);
    await allSettled(chunkLoadFailed, { scope, params: '/games' });
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('does not reload when session storage cannot hold the record', async () => {
    const reload = vi.fn();
    vi.stubGlobal('sessionStorage', fakeStorage(true));
    vi.stubGlobal('location', { reload });
    const result = await allSettled(reloadForChunkErrorFx, { scope: fork(), params: '/games' });
    expect(result).toEqual({ status: 'done', value: false });
    expect(reload).not.toHaveBeenCalled();
  });
});
