import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_WINDOW_MS,
  parseChunkReloads,
  recordChunkReload,
  shouldReloadForChunkError,
  type ChunkReloads,
} from '../../../../ui/features/shared/chunk-reload/rule.ts';

const path = fc.constantFrom('/', '/games', '/fortnite-accounts', '/product/1', 'constructor', '__proto__');
const time = fc.integer({ min: 0, max: 2 ** 42 });

/** Plays chunk errors through the rule as the effect does; returns the reloads that happened. */
function play(errors: readonly (readonly [string, number])[]): [string, number][] {
  let record: ChunkReloads = {};
  const reloads: [string, number][] = [];
  for (const [p, now] of errors) {
    if (!shouldReloadForChunkError(record, p, now)) continue;
    reloads.push([p, now]);
    record = parseChunkReloads(JSON.stringify(recordChunkReload(record, p, now)));
  }
  return reloads;
}

describe('shouldReloadForChunkError', () => {
  it('reloads the first time, not again within 10 s, and again from 10 s on', () => {
    expect(shouldReloadForChunkError({}, '/games', 1000)).toBe(true);
    const record = recordChunkReload({}, '/games', 1000);
    expect(shouldReloadForChunkError(record, '/games', 1000)).toBe(false);
    expect(shouldReloadForChunkError(record, '/games', 1000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(shouldReloadForChunkError(record, '/games', 1000 + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
  });

  it('never reloads the same path twice within 10 s (errors in time order)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(path, time), { maxLength: 40 }), (unordered) => {
        const reloads = play([...unordered].sort((a, b) => a[1] - b[1]));
        return reloads.every(([p, t], i) => reloads.slice(i + 1).every(([q, u]) => p !== q || Math.abs(u - t) >= CHUNK_RELOAD_WINDOW_MS));
      }),
    );
  });

  it('a reload of one path never blocks another', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(path, time), { maxLength: 20 }), path, path, time, (history, reloaded, other, now) => {
        fc.pre(reloaded !== other);
        const record = play(history).reduce<ChunkReloads>((r, [p, t]) => recordChunkReload(r, p, t), {});
        return shouldReloadForChunkError(recordChunkReload(record, reloaded, now), other, now) === shouldReloadForChunkError(record, other, now);
      }),
    );
  });

  it('a clock set back within 10 s of the last reload still blocks it', () => {
    expect(shouldReloadForChunkError(recordChunkReload({}, '/games', 50_000), '/games', 45_000)).toBe(false);
  });

  it('always allows a path with no reload on record', () => {
    fc.assert(fc.property(path, time, (p, now) => shouldReloadForChunkError({}, p, now)));
  });
});

describe('the stored record', () => {
  it('round-trips through JSON', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(path, time)), (entries) => {
        const record = entries.reduce<ChunkReloads>((r, [p, t]) => recordChunkReload(r, p, t), {});
        expect(parseChunkReloads(JSON.stringify(record))).toEqual(record);
      }),
    );
  });

  it('reads nothing, garbage and wrong shapes as empty, and drops entries that are not times', () => {
    expect(parseChunkReloads(null)).toEqual({});
    expect(parseChunkReloads('{not json')).toEqual({});
    expect(parseChunkReloads('[1,2]')).toEqual({});
    expect(parseChunkReloads('null')).toEqual({});
    expect(parseChunkReloads('{"/a":"soon","/b":5}')).toEqual({ '/b': 5 });
  });
});
