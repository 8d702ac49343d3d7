import { describe, expect, it } from 'vitest';
import { checkPayoutDetails, maskPayoutDetails, PAYOUT_DETAIL_FIELDS, PAYOUT_METHOD_IDS, payoutDetailsLine } from '../../../domain/index.ts';

describe('saved payout details', () => {
  it('knows the fields of all eight payout methods', () => {
    expect(Object.keys(PAYOUT_DETAIL_FIELDS).sort()).toEqual([...PAYOUT_METHOD_IDS].sort());
  });

  it('normalizes IBANs and SWIFT codes and names the first bad field', () => {
    const ok = checkPayoutDetails('SWIFT', { accountHolder: ' Ada Lovelace ', bankName: 'Deutsche Bank', swift: 'deut deff', iban: 'de89 3704 0044 0532 0130 00', extra: 'dropped' });
    expect(ok._unsafeUnwrap()).toEqual({ accountHolder: 'Ada Lovelace', bankName: 'Deutsche Bank', swift: 'DEUTDEFF', iban: 'DE89370400440532013000' });
    expect(checkPayoutDetails('SWIFT', { accountHolder: 'Ada', bankName: 'B', swift: 'DEUTDEFF', iban: 'DE89370400440532013000' })._unsafeUnwrapErr().details).toEqual({ field: 'details.bankName' });
    expect(checkPayoutDetails('PAYONEER', { email: 'nope' })._unsafeUnwrapErr().details).toEqual({ field: 'details.email' });
    expect(checkPayoutDetails('PAYEER', { account: 'p1234567' }).isOk()).toBe(true);
    expect(checkPayoutDetails('WEBMONEY', { purse: 'Z12345' }).isErr()).toBe(true);
    expect(checkPayoutDetails('CRYPTO', { network: 'trc20', address: 'TQrZ8tKfjq2hZ1nWalletAddress00' }).isOk()).toBe(true);
  });

  it('masks bank account numbers, IBANs and wallet addresses to their last four characters when read back', () => {
    expect(maskPayoutDetails('CRYPTO', { network: 'TRC20', address: 'TQrZ8tKfjq2hZ1nWalletAddress00' })).toEqual({ network: 'TRC20', address: '••••ss00' });
    expect(maskPayoutDetails('LOCAL_BANK_TRANSFER', { accountHolder: 'Ada', bankName: 'Bank', accountNumber: '1234567890' })).toEqual({ accountHolder: 'Ada', bankName: 'Bank', accountNumber: '••••7890' });
    expect(payoutDetailsLine('PAYONEER', { email: 'ada@example.com' })).toBe('email: ada@example.com');
  });
});
