import { describe, expect, it } from 'vitest';
import { PerTurnReads } from '../../../application/shared/per-turn-reads.ts';

/** A store of names that records each batch it was asked for. */
function store(names: Record<string, string>) {
  const batches: string[][] = [];
  let failNext = false;
  const reads = new PerTurnReads<string, string>(async (keys) => {
    batches.push([...keys]);
    if (failNext) {
      failNext = false;
      throw new Error('connection lost');
    }
    return new Map(keys.filter((k) => k in names).map((k) => [k, names[k] ?? ''] as const));
  }, 'nobody');
  return { reads, batches, failOnce: () => void (failNext = true) };
}

describe('PerTurnReads', () => {
  it('answers every caller of one turn from one read of the distinct keys, the unknown with the missing value', async () => {
    const { reads, batches } = store({ a: 'Ann', b: 'Bob' });
    const answers = await Promise.all([reads.read('a'), reads.read('b'), reads.read('a'), reads.read('zed')]);
    expect(answers).toEqual(['Ann', 'Bob', 'Ann', 'nobody']);
    expect(batches).toEqual([['a', 'b', 'zed']]);
  });

  it('reads again for a caller of a later turn, so a change in between is seen', async () => {
    const names: Record<string, string> = { a: 'Ann' };
    const { reads, batches } = store(names);
    expect(await reads.read('a')).toBe('Ann');
    names['a'] = 'Anna';
    expect(await reads.read('a')).toBe('Anna');
    expect(batches).toHaveLength(2);
  });

  it('fails the callers of a failed batch only; the next turn reads afresh', async () => {
    const { reads, failOnce } = store({ a: 'Ann' });
    failOnce();
    await expect(Promise.all([reads.read('a'), reads.read('a')])).rejects.toThrow('connection lost');
    expect(await reads.read('a')).toBe('Ann');
  });
});
