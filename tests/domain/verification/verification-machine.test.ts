import { describe, expect, it } from 'vitest';
import {
  caseFromUserState,
  checkWithdrawalAllowance,
  transitionVerification,
  UNVERIFIED_WITHDRAWAL_LIMIT_MINOR,
  userVerificationState,
  type VerificationCase,
} from '../../../domain/index.ts';

const required: VerificationCase = { status: 'NOT_STARTED', required: true, reason: null };
const plain: VerificationCase = { status: 'NOT_STARTED', required: false, reason: null };

function step(c: VerificationCase, ...events: Parameters<typeof transitionVerification>[1][]): VerificationCase {
  return events.reduce((acc, event) => transitionVerification(acc, event)._unsafeUnwrap(), c);
}

describe('the verification machine', () => {
  it('goes NOT_STARTED → SUBMITTED → APPROVED and shows the user as VERIFIED', () => {
    const submitted = step(plain, { type: 'SUBMIT', kinds: ['ID_FRONT', 'SELFIE'] });
    expect(submitted.status).toBe('SUBMITTED');
    expect(userVerificationState(submitted)).toBe('PENDING');
    const approved = step(submitted, { type: 'APPROVE' });
    expect(approved).toEqual({ status: 'APPROVED', required: false, reason: null });
    expect(userVerificationState(approved)).toBe('VERIFIED');
  });

  it('keeps a required user restricted while their documents wait, and lifts it on approval', () => {
    expect(userVerificationState(required)).toBe('VERIFICATION_REQUIRED');
    const submitted = step(required, { type: 'SUBMIT', kinds: ['ID_FRONT', 'ID_BACK', 'SELFIE'] });
    expect(userVerificationState(submitted)).toBe('VERIFICATION_REQUIRED');
    expect(userVerificationState(step(submitted, { type: 'APPROVE' }))).toBe('VERIFIED');
  });

  it('rejects with a trimmed reason, and a rejected case may be submitted again', () => {
    const rejected = step(plain, { type: 'SUBMIT', kinds: ['ID_FRONT', 'SELFIE'] }, { type: 'REJECT', reason: '  blurry photo ' });
    expect(rejected).toEqual({ status: 'REJECTED', required: false, reason: 'blurry photo' });
    expect(userVerificationState(rejected)).toBe('REJECTED');
    const again = step(rejected, { type: 'SUBMIT', kinds: ['ID_FRONT', 'SELFIE'] });
    expect(again).toEqual({ status: 'SUBMITTED', required: false, reason: null });
  });

  it('needs ID_FRONT and SELFIE, each kind once, naming the documents field', () => {
    expect(transitionVerification(plain, { type: 'SUBMIT', kinds: ['ID_FRONT'] })._unsafeUnwrapErr()).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'documents' } });
    expect(transitionVerification(plain, { type: 'SUBMIT', kinds: ['SELFIE', 'ID_BACK'] })._unsafeUnwrapErr().message).toContain('ID_FRONT');
    expect(transitionVerification(plain, { type: 'SUBMIT', kinds: ['ID_FRONT', 'SELFIE', 'SELFIE'] }).isErr()).toBe(true);
  });

  it('refuses steps the state does not allow', () => {
    const submitted = step(plain, { type: 'SUBMIT', kinds: ['ID_FRONT', 'SELFIE'] });
    const approved = step(submitted, { type: 'APPROVE' });
    expect(transitionVerification(submitted, { type: 'SUBMIT', kinds: ['ID_FRONT', 'SELFIE'] })._unsafeUnwrapErr().code).toBe('VERIFICATION_ACTION_NOT_ALLOWED');
    expect(transitionVerification(plain, { type: 'APPROVE' })._unsafeUnwrapErr().code).toBe('VERIFICATION_ACTION_NOT_ALLOWED');
    expect(transitionVerification(approved, { type: 'REJECT', reason: 'x' })._unsafeUnwrapErr().code).toBe('VERIFICATION_ACTION_NOT_ALLOWED');
    expect(transitionVerification(approved, { type: 'SUBMIT', kinds: ['ID_FRONT', 'SELFIE'] })._unsafeUnwrapErr().code).toBe('VERIFICATION_ACTION_NOT_ALLOWED');
    expect(transitionVerification(submitted, { type: 'REJECT', reason: '   ' })._unsafeUnwrapErr()).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'reason' } });
  });

  it('reads the case of a user with none stored from their verificationState', () => {
    expect(caseFromUserState('VERIFICATION_REQUIRED')).toEqual(required);
    expect(caseFromUserState('VERIFIED').status).toBe('APPROVED');
    expect(caseFromUserState('PENDING').status).toBe('SUBMITTED');
    for (const state of ['NOT_STARTED', 'PENDING', 'VERIFICATION_REQUIRED', 'VERIFIED', 'REJECTED'] as const) {
      expect(userVerificationState(caseFromUserState(state))).toBe(state);
    }
  });
});

describe('the withdrawal limit of unverified sellers', () => {
  const unverified = { verificationState: 'NOT_STARTED' as const, whiteListed: false };
  it('allows up to the limit over the window, counting what was withdrawn', () => {
    expect(checkWithdrawalAllowance(unverified, 0, UNVERIFIED_WITHDRAWAL_LIMIT_MINOR).isOk()).toBe(true);
    expect(checkWithdrawalAllowance(unverified, 40_000, 10_000).isOk()).toBe(true);
    const refused = checkWithdrawalAllowance(unverified, 40_000, 10_001)._unsafeUnwrapErr();
    expect(refused).toMatchObject({ code: 'VERIFICATION_REQUIRED_FOR_WITHDRAWAL', details: { field: 'amountMinor' } });
    expect(refused.message).toContain('100.00 USD left');
  });

  it('does not limit verified or whitelisted sellers', () => {
    expect(checkWithdrawalAllowance({ verificationState: 'VERIFIED', whiteListed: false }, 1_000_000, 1_000_000).isOk()).toBe(true);
    expect(checkWithdrawalAllowance({ verificationState: 'VERIFICATION_REQUIRED', whiteListed: true }, 1_000_000, 1_000_000).isOk()).toBe(true);
    expect(checkWithdrawalAllowance({ verificationState: 'PENDING', whiteListed: false }, 0, 60_000).isErr()).toBe(true);
  });
});
