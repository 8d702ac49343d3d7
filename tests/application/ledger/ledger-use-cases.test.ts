import { err, ok, type Result } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { GetBalances, GrantCredits, TrialBalance } from '../../../application/ledger/index.ts';
import type { Idempotency, IdempotentCall } from '../../../application/shared/ports/index.ts';
import { actorFromProfile, domainError, ledgerAccounts, mustMoney, VISITOR, type Actor, type CurrencyCode, type DomainError } from '../../../domain/index.ts';
import { InMemoryBooks } from './in-memory-ledger.ts';

const user = (id: string, roles: readonly string[] = ['CUSTOMER']): Actor => actorFromProfile({ id, roles, banned: false, verificationState: 'VERIFIED' });
const usd = (minor: number) => mustMoney(minor, 'USD' as CurrencyCode);

/** Idempotency kept in memory inside the books' unit of work (the SQL one is tested on both engines). */
class MemoryIdempotency implements Idempotency {
  readonly answers = new Map<string, { fingerprint: string; answer: unknown }>();
  constructor(private readonly books: InMemoryBooks) {}
  once<T>(call: IdempotentCall, work: () => Promise<Result<T, DomainError>>): Promise<Result<T, DomainError>> {
    return this.books.run(async (): Promise<Result<T, DomainError>> => {
      const id = `${call.scope}\u0000${call.key}`;
      const stored = this.answers.get(id);
      if (stored !== undefined) return stored.fingerprint === call.fingerprint ? ok(stored.answer as T) : err(domainError('IDEMPOTENCY_KEY_REUSED', 'reused'));
      const result = await work();
      if (result.isOk()) this.answers.set(id, { fingerprint: call.fingerprint, answer: result.value });
      return result;
    });
  }
}

function setup(known: readonly string[] = ['alice', 'sam']) {
  const books = new InMemoryBooks();
  const ledger = books.ledger();
  const grant = new GrantCredits(ledger, books, { exists: (id) => Promise.resolve(known.includes(id)) }, new MemoryIdempotency(books));
  return { books, ledger, grant, balances: new GetBalances(books), trial: new TrialBalance(books) };
}

const fund = (s: ReturnType<typeof setup>, key: string, to: ReturnType<typeof ledgerAccounts.buyerCredits>, minor: number) =>
  s.ledger.post({
    idempotencyKey: key,
    kind: 'top-up',
    entries: [
      { account: ledgerAccounts.psp('card'), amount: usd(-minor) },
      { account: to, amount: usd(minor) },
    ],
  });

describe('getBalances', () => {
  it('shows what the user may spend as available, and what is on its way to them as pending', async () => {
    const s = setup();
    await fund(s, 'k1', ledgerAccounts.buyerCredits('alice'), 10_000);
    // Alice pays an order; its escrow holds 7,000 for seller Sam (pending for him) — 3,000 stays hers.
    await s.ledger.post({
      idempotencyKey: 'k2',
      kind: 'order-paid',
      entries: [
        { account: ledgerAccounts.buyerCredits('alice'), amount: usd(-7000) },
        { account: ledgerAccounts.escrow('o1'), amount: usd(7000) },
      ],
    });
    const hold = (await s.ledger.hold({ idempotencyKey: 'k3', from: ledgerAccounts.escrow('o1'), to: ledgerAccounts.sellerPending('sam'), amount: usd(7000) }))._unsafeUnwrap();
    expect((await s.balances.execute(user('alice')))._unsafeUnwrap()).toEqual({ balances: [{ currency: 'USD', available: 3000, pending: 0 }] });
    expect((await s.balances.execute(user('sam')))._unsafeUnwrap()).toEqual({ balances: [{ currency: 'USD', available: 0, pending: 7000 }] });
    // Posted, the money sits in Sam's not-yet-released sales: still pending for him, and counted once.
    await s.ledger.postHold(hold.id);
    expect((await s.balances.execute(user('sam')))._unsafeUnwrap()).toEqual({ balances: [{ currency: 'USD', available: 0, pending: 7000 }] });
    // Released to his available funds through a hold: pending until posted, then available.
    const release = (await s.ledger.hold({ idempotencyKey: 'k4', from: ledgerAccounts.sellerPending('sam'), to: ledgerAccounts.sellerAvailable('sam'), amount: usd(5000) }))._unsafeUnwrap();
    expect((await s.balances.execute(user('sam')))._unsafeUnwrap()).toEqual({ balances: [{ currency: 'USD', available: 0, pending: 7000 }] });
    await s.ledger.postHold(release.id);
    expect((await s.balances.execute(user('sam')))._unsafeUnwrap()).toEqual({ balances: [{ currency: 'USD', available: 5000, pending: 2000 }] });
  });

  it('is only for a signed-in user', async () => {
    expect((await setup().balances.execute(VISITOR))._unsafeUnwrapErr().code).toBe('UNAUTHENTICATED');
  });
});

describe('grantCredits', () => {
  const params = { userId: 'alice', amount: usd(2500), reason: 'Sorry for the wait', idempotencyKey: 'grant-key-1' };

  it('moves the amount from the promotions budget to the user’s credits, once per admin key, and announces it', async () => {
    const s = setup();
    const first = (await s.grant.execute(user('root', ['ADMIN']), params))._unsafeUnwrap();
    expect(first.balances).toEqual([{ currency: 'USD', available: 2500, pending: 0 }]);
    expect((await s.grant.execute(user('root', ['ADMIN']), params))._unsafeUnwrap()).toEqual(first);
    expect((await s.grant.execute(user('root', ['ADMIN']), { ...params, reason: 'Other' }))._unsafeUnwrapErr().code).toBe('IDEMPOTENCY_KEY_REUSED');
    // Another admin's key is their own: the same key string is a new grant.
    expect((await s.grant.execute(user('root2', ['ADMIN']), params))._unsafeUnwrap().balances).toEqual([{ currency: 'USD', available: 5000, pending: 0 }]);
    expect(await s.ledger.balances([ledgerAccounts.promotions])).toEqual([{ account: 'marketing:promotions', currency: 'USD', balance: -5000, pending: 0, available: -5000 }]);
    expect(s.books.events()).toEqual([
      { type: 'BalanceChanged', collection: 'balances', id: 'alice' },
      { type: 'BalanceChanged', collection: 'balances', id: 'alice' },
    ]);
  });

  it('is for admins only, and refuses a user who does not exist', async () => {
    const s = setup();
    expect((await s.grant.execute(user('alice'), params))._unsafeUnwrapErr().code).toBe('FORBIDDEN');
    expect((await s.grant.execute(VISITOR, params))._unsafeUnwrapErr().code).toBe('UNAUTHENTICATED');
    expect((await s.grant.execute(user('root', ['ADMIN']), { ...params, userId: 'ghost' }))._unsafeUnwrapErr()).toMatchObject({ code: 'NOT_FOUND', details: { field: 'userId' } });
    expect((await s.grant.execute(user('root', ['ADMIN']), { ...params, userId: 'has:colon' }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect(s.books.events()).toEqual([]);
  });
});

describe('trial balance', () => {
  it('shows per currency the sum of every entry to auditors only', async () => {
    const s = setup();
    await fund(s, 'k1', ledgerAccounts.buyerCredits('alice'), 1234);
    expect((await s.trial.execute(user('root', ['ADMIN'])))._unsafeUnwrap()).toEqual({ currencies: [{ currency: 'USD', sum: 0, entries: 2 }], balanced: true });
    expect((await s.trial.execute(user('mod', ['MODERATOR'])))._unsafeUnwrapErr().code).toBe('FORBIDDEN');
  });
});
