import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conversationPair, counterpartOf, messageBody, nextReadMark } from '../../../domain/index.ts';

describe('conversations', () => {
  it('keys a pair the same whoever opens it, and refuses a conversation with oneself', () => {
    expect(conversationPair('b', 'a')._unsafeUnwrap()).toEqual(['a', 'b']);
    expect(conversationPair('a', 'b')._unsafeUnwrap()).toEqual(['a', 'b']);
    expect(conversationPair('a', 'a')._unsafeUnwrapErr().code).toBe('CANNOT_MESSAGE_SELF');
    expect(counterpartOf({ userA: 'a', userB: 'b' }, 'b')).toBe('a');
    expect(counterpartOf({ userA: 'a', userB: 'b' }, 'c')).toBeUndefined();
  });

  it('moves a read mark only forward and never past the last message', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(200), fc.nat(100), (current, seq, extra) => {
        const last = current + extra;
        const next = nextReadMark(current, seq, last);
        expect(next).toBeGreaterThanOrEqual(current);
        expect(next).toBeLessThanOrEqual(last);
      }),
    );
  });

  it('stores a message trimmed with its line breaks, and refuses an empty or overlong one naming the body', () => {
    expect(messageBody('  Hi\r\nthere  ')._unsafeUnwrap()).toBe('Hi\nthere');
    expect(messageBody(' \n ')._unsafeUnwrapErr().details).toMatchObject({ field: 'body' });
    expect(messageBody('x'.repeat(2_001)).isErr()).toBe(true);
    expect(messageBody('x'.repeat(2_000)).isOk()).toBe(true);
  });
});
