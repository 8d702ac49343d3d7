import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RequestBoardParams } from '../../../contracts/deals/index.ts';

describe('requestBoard params', () => {
  it('keeps the game filter a seller asks for, and refuses a malformed one instead of ignoring it', () => {
    expect(v.parse(RequestBoardParams, [])).toEqual([]);
    expect(v.parse(RequestBoardParams, [{ gameType: 'fortnite' }])).toEqual([{ gameType: 'fortnite' }]);
    expect(v.parse(RequestBoardParams, [{}])).toEqual([{}]);
    const bad = v.safeParse(RequestBoardParams, [{ gameType: 42 }]);
    expect(bad.success).toBe(false);
  });
});
