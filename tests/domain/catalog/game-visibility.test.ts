import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findVisibleGame, type GameType } from '../../../domain/catalog/index.ts';

function game(value: string, hidden: boolean): GameType {
  return { value, label: value, hidden, limited: false, gridProductTypes: [] };
}

describe('findVisibleGame', () => {
  it('finds a game unless it is missing, or hidden while there is no auth token', () => {
    fc.assert(
      fc.property(fc.option(fc.boolean(), { nil: undefined }), fc.boolean(), (hidden, hasAuthToken) => {
        const g = hidden === undefined ? undefined : game('fortnite', hidden);
        const result = findVisibleGame(g, { hasAuthToken });
        const visible = hidden !== undefined && (!hidden || hasAuthToken);
        expect(result.isOk()).toBe(visible);
        if (visible) expect(result._unsafeUnwrap()).toBe(g);
        else expect(result._unsafeUnwrapErr()).toEqual({ code: 'GAME_NOT_FOUND', message: 'Game not found' });
      }),
    );
  });

  it('picks from a list by value, or takes the first game', () => {
    const list = [game('lol', false), game('secret', true)];
    expect(findVisibleGame(list, { hasAuthToken: false })._unsafeUnwrap().value).toBe('lol');
    expect(findVisibleGame(list, { hasAuthToken: true, value: 'secret' })._unsafeUnwrap().value).toBe('secret');
    expect(findVisibleGame(list, { hasAuthToken: false, value: 'secret' })._unsafeUnwrapErr().code).toBe('GAME_NOT_FOUND');
    expect(findVisibleGame(list, { hasAuthToken: true, value: 'dota' })._unsafeUnwrapErr().message).toBe('Game not found');
    expect(findVisibleGame([], { hasAuthToken: true })._unsafeUnwrapErr().code).toBe('GAME_NOT_FOUND');
    expect(findVisibleGame(null, { hasAuthToken: true })._unsafeUnwrapErr().code).toBe('GAME_NOT_FOUND');
    expect(findVisibleGame(game('lol', false), { hasAuthToken: true, value: 'dota' }).isErr()).toBe(true);
  });
});
