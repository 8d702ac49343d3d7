import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mustMoney, USD, type CurrencyCode, type Money } from '../../../domain/shared/money/index.ts';
import {
  PAYOUT_METHODS,
  PAYOUT_METHOD_IDS,
  isPayoutMethodId,
  minimumWithdrawal,
  payoutFee,
  payoutMethod,
  withdrawalQuote,
  type PayoutMethodId,
} from '../../../domain/payouts/index.ts';

const usd = (minor: number): Money => mustMoney(minor, USD);
const EUR = 'EUR' as CurrencyCode;

/**
 * The spec's fees written independently of the code: percent in tenths of a
 * percent (per mille), so 4.9 % is 49/1000, and the fixed part in cents.
 */
const SPEC_FEES: Readonly<Record<PayoutMethodId, { readonly label: string; readonly permille: number; readonly fixedCents: number }>> = {
  PAYONEER: { label: 'Payoneer', permille: 49, fixedCents: 0 },
  VOLET: { label: 'Volet', permille: 29, fixedCents: 0 },
  PAYEER: { label: 'Payeer', permille: 29, fixedCents: 0 },
  FASAPAY: { label: 'FasaPay', permille: 19, fixedCents: 0 },
  WEBMONEY: { label: 'WebMoney', permille: 19, fixedCents: 0 },
  CRYPTO: { label: 'Crypto', permille: 39, fixedCents: 0 },
  LOCAL_BANK_TRANSFER: { label: 'Local Bank Transfer', permille: 39, fixedCents: 500 },
  SWIFT: { label: 'SWIFT', permille: 39, fixedCents: 5000 },
};

/** Oracle in plain integer arithmetic: ⌊(2·a·pm + 1000) / 2000⌋ is a·pm/1000 rounded half up (a > 0). */
function oracleFee(id: PayoutMethodId, cents: number): number {
  const { permille, fixedCents } = SPEC_FEES[id];
  return Number((2n * BigInt(cents) * BigInt(permille) + 1000n) / 2000n) + fixedCents;
}

const methodId = fc.constantFrom(...PAYOUT_METHOD_IDS);
const cents = fc.oneof(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 10_000_000_000_000 }));

describe('payout methods', () => {
  it('are the eight of the spec, with their labels and fees', () => {
    expect(PAYOUT_METHODS.map((m) => m.id)).toEqual(Object.keys(SPEC_FEES));
    for (const m of PAYOUT_METHODS) {
      const spec = SPEC_FEES[m.id];
      expect(m.label).toBe(spec.label);
      expect(Math.round(m.percent * 10)).toBe(spec.permille);
      expect(m.fixed).toEqual(usd(spec.fixedCents));
    }
  });

  it('are found by id; anything else is PAYOUT_METHOD_UNKNOWN', () => {
    expect(payoutMethod('SWIFT')._unsafeUnwrap().label).toBe('SWIFT');
    fc.assert(
      fc.property(fc.oneof(fc.string(), methodId), (s) => {
        const known = (PAYOUT_METHOD_IDS as readonly string[]).includes(s);
        expect(isPayoutMethodId(s)).toBe(known);
        expect(payoutMethod(s).isOk()).toBe(known);
        if (!known) expect(payoutFee(s, usd(10_000))._unsafeUnwrapErr().code).toBe('PAYOUT_METHOD_UNKNOWN');
      }),
    );
    // Ids are case-sensitive: they are stored, not typed by people.
    expect(payoutMethod('swift')._unsafeUnwrapErr().code).toBe('PAYOUT_METHOD_UNKNOWN');
  });
});

describe('withdrawal quote: hand-computed table', () => {
  // [method, amount in cents, fee in cents, net in cents]; percent part in cents = amount × permille / 1000.
  const table: readonly (readonly [PayoutMethodId, number, number, number])[] = [
    ['PAYONEER', 10_000, 490, 9_510], // 10000 × 0.049 = 490 → 4.90, net 95.10
    ['PAYONEER', 500, 25, 475], // 500 × 0.049 = 24.5 → half away from zero → 25
    ['PAYONEER', 10, 0, 10], // 10 × 0.049 = 0.49 → 0
    ['PAYONEER', 11, 1, 10], // 11 × 0.049 = 0.539 → 1
    ['VOLET', 1, 0, 1], // 1 × 0.029 = 0.029 → 0: one cent withdraws in full
    ['PAYEER', 50, 1, 49], // 50 × 0.029 = 1.45 → 1
    ['FASAPAY', 5_000, 95, 4_905], // 5000 × 0.019 = 95 exactly
    ['WEBMONEY', 500, 10, 490], // 500 × 0.019 = 9.5 → 10
    ['WEBMONEY', 2_632, 50, 2_582], // 2632 × 0.019 = 50.008 → 50
    ['CRYPTO', 12_345, 481, 11_864], // 12345 × 0.039 = 481.455 → 481
    ['CRYPTO', 500, 20, 480], // 500 × 0.039 = 19.5 → 20
    ['LOCAL_BANK_TRANSFER', 1_001, 539, 462], // 1001 × 0.039 = 39.039 → 39, + 500 = 5.39
    ['LOCAL_BANK_TRANSFER', 521, 520, 1], // 521 × 0.039 = 20.319 → 20, + 500 = 520, net 0.01
    ['SWIFT', 100_000, 8_900, 91_100], // 100000 × 0.039 = 3900, + 5000 = 89.00, net 911.00
    ['SWIFT', 5_204, 5_203, 1], // 5204 × 0.039 = 202.956 → 203, + 5000 = 5203, net 0.01
  ];
  it.each(table)('%s %i cents → fee %i, net %i', (id, amount, fee, net) => {
    expect(withdrawalQuote(id, usd(amount))._unsafeUnwrap()).toEqual({ amount: usd(amount), fee: usd(fee), net: usd(net) });
    expect(payoutFee(id, usd(amount))._unsafeUnwrap()).toEqual(usd(fee));
  });

  it('refuses withdrawals the fee would swallow, but still tells the fee', () => {
    // SWIFT 52.03: 5203 × 0.039 = 202.917 → 203, + 5000 = 5203 = the whole amount.
    expect(withdrawalQuote('SWIFT', usd(5_203))._unsafeUnwrapErr().code).toBe('WITHDRAWAL_TOO_SMALL');
    expect(payoutFee('SWIFT', usd(5_203))._unsafeUnwrap()).toEqual(usd(5_203));
    // Local bank 5.20: 520 × 0.039 = 20.28 → 20, + 500 = 520.
    expect(withdrawalQuote('LOCAL_BANK_TRANSFER', usd(520))._unsafeUnwrapErr().code).toBe('WITHDRAWAL_TOO_SMALL');
    // SWIFT 10.00: fee 0.39 + 50 = 50.39, more than the amount.
    const e = withdrawalQuote('SWIFT', usd(1_000))._unsafeUnwrapErr();
    expect(e.details).toEqual({ field: 'amount', minimum: usd(5_204) });
  });
});

describe('withdrawal quote: properties', () => {
  it('fee is percent rounded half away from zero plus fixed; fee + net = amount; net > 0 when accepted', () => {
    fc.assert(
      fc.property(methodId, cents, (id, a) => {
        const fee = oracleFee(id, a);
        expect(payoutFee(id, usd(a))._unsafeUnwrap()).toEqual(usd(fee));
        const q = withdrawalQuote(id, usd(a));
        if (a - fee > 0) {
          const { amount, fee: f, net } = q._unsafeUnwrap();
          expect(amount).toEqual(usd(a));
          expect(f.minor + net.minor).toBe(a);
          expect(f.minor).toBeGreaterThanOrEqual(SPEC_FEES[id].fixedCents);
          expect(net.minor).toBeGreaterThan(0);
          expect([f.currency, net.currency]).toEqual([USD, USD]);
        } else {
          expect(q._unsafeUnwrapErr().code).toBe('WITHDRAWAL_TOO_SMALL');
        }
      }),
    );
  });

  it('fee never falls as the amount grows', () => {
    fc.assert(
      fc.property(methodId, cents, cents, (id, x, y) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        const feeLo = payoutFee(id, usd(lo))._unsafeUnwrap().minor;
        const feeHi = payoutFee(id, usd(hi))._unsafeUnwrap().minor;
        expect(feeLo).toBeLessThanOrEqual(feeHi);
      }),
    );
  });

  it('works up to the largest safe amount', () => {
    const max = Number.MAX_SAFE_INTEGER;
    const q = withdrawalQuote('SWIFT', usd(max))._unsafeUnwrap();
    expect(q.fee.minor + q.net.minor).toBe(max);
  });

  it('refuses amounts that are not above zero with AMOUNT_INVALID', () => {
    fc.assert(
      fc.property(methodId, fc.integer({ min: -1_000_000_000, max: 0 }), (id, a) => {
        expect(withdrawalQuote(id, usd(a))._unsafeUnwrapErr().code).toBe('AMOUNT_INVALID');
        expect(payoutFee(id, usd(a))._unsafeUnwrapErr().code).toBe('AMOUNT_INVALID');
      }),
    );
  });

  it('pays out in USD only: any other currency is CURRENCY_MISMATCH', () => {
    fc.assert(
      fc.property(methodId, cents, (id, a) => {
        expect(withdrawalQuote(id, mustMoney(a, EUR))._unsafeUnwrapErr().code).toBe('CURRENCY_MISMATCH');
        expect(payoutFee(id, mustMoney(a, EUR))._unsafeUnwrapErr().code).toBe('CURRENCY_MISMATCH');
      }),
    );
  });

  it('checks the method first, then the currency, then the amount', () => {
    expect(withdrawalQuote('PAYPAL', mustMoney(-1, EUR))._unsafeUnwrapErr().code).toBe('PAYOUT_METHOD_UNKNOWN');
    expect(withdrawalQuote('SWIFT', mustMoney(-1, EUR))._unsafeUnwrapErr().code).toBe('CURRENCY_MISMATCH');
  });
});

describe('minimum withdrawal', () => {
  // Percent-only methods: 1 cent × at most 0.049 rounds to 0, so one cent is accepted.
  // Local bank: 521 (see table) is the first with a positive net; SWIFT: 5204.
  const table: readonly (readonly [PayoutMethodId, number])[] = [
    ['PAYONEER', 1],
    ['VOLET', 1],
    ['PAYEER', 1],
    ['FASAPAY', 1],
    ['WEBMONEY', 1],
    ['CRYPTO', 1],
    ['LOCAL_BANK_TRANSFER', 521],
    ['SWIFT', 5_204],
  ];
  it.each(table)('%s accepts from %i cents', (id, min) => {
    expect(minimumWithdrawal(id)._unsafeUnwrap()).toEqual(usd(min));
  });

  it('is the boundary: accepted at it and above, refused below', () => {
    fc.assert(
      fc.property(methodId, cents, (id, a) => {
        const min = minimumWithdrawal(id)._unsafeUnwrap().minor;
        expect(withdrawalQuote(id, usd(a)).isOk()).toBe(a >= min);
        expect(withdrawalQuote(id, usd(min)).isOk()).toBe(true);
        if (min > 1) expect(withdrawalQuote(id, usd(min - 1))._unsafeUnwrapErr().code).toBe('WITHDRAWAL_TOO_SMALL');
      }),
    );
  });

  it('is unknown for an unknown method', () => {
    expect(minimumWithdrawal('PAYPAL')._unsafeUnwrapErr().code).toBe('PAYOUT_METHOD_UNKNOWN');
  });
});
