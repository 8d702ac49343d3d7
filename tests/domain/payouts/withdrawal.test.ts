import { describe, expect, it } from 'vitest';
import { FINAL_WITHDRAWAL_STATES, mustMoney, quoteWithdrawal, transitionWithdrawal, USD, WITHDRAWAL_STATES, withdrawalMinimum, type WithdrawalAction } from '../../../domain/index.ts';

const ACTIONS: readonly WithdrawalAction[] = [
  { type: 'APPROVE' },
  { type: 'REJECT', reason: 'x' },
  { type: 'CANCEL' },
  { type: 'MARK_PAID', reference: 'tx' },
  { type: 'MARK_FAILED', reason: 'x' },
];

describe('withdrawal states', () => {
  it('holds until paid (posted) or given back (released), and only from the states the table names', () => {
    const edges = WITHDRAWAL_STATES.flatMap((state) => ACTIONS.flatMap((a) => transitionWithdrawal(state, a).map((t) => `${state}-${a.type}->${t.state}:${t.money}`).unwrapOr([])));
    expect(edges).toEqual([
      'requested-APPROVE->approved:none',
      'requested-REJECT->rejected:release',
      'requested-CANCEL->cancelled:release',
      'approved-MARK_PAID->paid:post',
      'approved-MARK_FAILED->failed:release',
    ]);
  });

  it('leaves a final state by no action, with a 409 code', () => {
    for (const state of FINAL_WITHDRAWAL_STATES) {
      for (const action of ACTIONS) expect(transitionWithdrawal(state, action)._unsafeUnwrapErr().code).toBe('WITHDRAWAL_ACTION_NOT_ALLOWED');
    }
  });

  it('asks at least $10, or the method’s own minimum where that is higher (SWIFT’s $50 fixed fee)', () => {
    expect(withdrawalMinimum('CRYPTO')._unsafeUnwrap().minor).toBe(1_000);
    expect(withdrawalMinimum('SWIFT')._unsafeUnwrap().minor).toBeGreaterThan(5_000);
    expect(quoteWithdrawal('CRYPTO', mustMoney(999, USD))._unsafeUnwrapErr()).toMatchObject({ code: 'WITHDRAWAL_TOO_SMALL', details: { field: 'amount' } });
    expect(quoteWithdrawal('CRYPTO', mustMoney(1_000, USD))._unsafeUnwrap()).toMatchObject({ fee: { minor: 39 }, net: { minor: 961 } });
  });
});
