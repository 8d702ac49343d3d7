import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, type LedgerAccount } from '../../../domain/index.ts';
import type { DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { testEngines, type EngineDatabase } from '../support/test-engines.ts';
import { countRows, entrySum, queryRows, sqlLedger, usd } from './ledger-kit.ts';

const promotions = ledgerAccounts.promotions;
const grant = (key: string, to: LedgerAccount, minor: number) => ({
  idempotencyKey: key,
  kind: 'grant',
  entries: [
    { account: promotions, amount: usd(-minor) },
    { account: to, amount: usd(minor) },
  ],
});
const spend = (key: string, from: LedgerAccount, to: LedgerAccount, minor: number) => ({
  idempotencyKey: key,
  kind: 'order-paid',
  entries: [
    { account: from, amount: usd(-minor) },
    { account: to, amount: usd(minor) },
  ],
});

for (const engine of testEngines()) {
  describe(`the SQL ledger on ${engine.name}`, () => {
    let database: EngineDatabase;
    let handle: DatabaseHandle;
    let kit: ReturnType<typeof sqlLedger>;

    beforeAll(async () => {
      database = await engine.create();
      handle = await database.open();
      kit = sqlLedger(handle);
    }, 60_000);

    afterAll(async () => {
      await handle?.close();
      await database?.drop();
    });

    const balanceOf = async (account: LedgerAccount) => (await kit.ledger.balances([account])).find((b) => b.currency === 'USD');

    it('posts a balanced transaction once: a replay of its key adds nothing, the key with other entries is refused', async () => {
      const alice = ledgerAccounts.buyerCredits('alice');
      const first = (await kit.ledger.post(grant('grant-alice-1', alice, 5000)))._unsafeUnwrap();
      expect(first.replayed).toBe(false);
      const entries = await countRows(handle, 'ledger_entries');
      const again = (await kit.ledger.post(grant('grant-alice-1', alice, 5000)))._unsafeUnwrap();
      expect(again).toMatchObject({ id: first.id, replayed: true });
      expect(await countRows(handle, 'ledger_entries')).toBe(entries);
      expect((await kit.ledger.post(grant('grant-alice-1', alice, 5001)))._unsafeUnwrapErr().code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await balanceOf(alice)).toMatchObject({ balance: 5000, pending: 0, available: 5000 });
      expect(await entrySum(handle, alice)).toBe(5000);
    });

    it('refuses to overdraw a buyer and writes nothing, so the same key may succeed once funded', async () => {
      const bob = ledgerAccounts.buyerCredits('bob');
      const escrow = ledgerAccounts.escrow('order-bob');
      await kit.ledger.post(grant('grant-bob-1', bob, 1000));
      const refused = (await kit.ledger.post(spend('pay-bob-1', bob, escrow, 1500)))._unsafeUnwrapErr();
      expect(refused).toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: { account: bob, available: 1000 } });
      expect(await queryRows(handle, sql`SELECT id FROM ledger_transactions WHERE idempotency_key = 'pay-bob-1'`)).toEqual([]);
      await kit.ledger.post(grant('grant-bob-2', bob, 500));
      expect((await kit.ledger.post(spend('pay-bob-1', bob, escrow, 1500))).isOk()).toBe(true);
      expect(await balanceOf(bob)).toMatchObject({ balance: 0, available: 0 });
      expect(await balanceOf(escrow)).toMatchObject({ balance: 1500 });
    });

    it('holds money out of an escrow, posts it to the seller once, and refuses to void it afterwards', async () => {
      const carol = ledgerAccounts.buyerCredits('carol');
      const escrow = ledgerAccounts.escrow('order-carol');
      const seller = ledgerAccounts.sellerPending('sam');
      await kit.ledger.post(grant('grant-carol', carol, 2000));
      await kit.ledger.post(spend('pay-carol', carol, escrow, 2000));
      const hold = (await kit.ledger.hold({ idempotencyKey: 'hold-carol', from: escrow, to: seller, amount: usd(1800), reference: { type: 'order', id: 'order-carol' } }))._unsafeUnwrap();
      expect(hold).toMatchObject({ state: 'pending', from: escrow, to: seller, reference: { type: 'order', id: 'order-carol' } });
      expect(await balanceOf(escrow)).toMatchObject({ balance: 2000, pending: 1800, available: 200 });
      const second = (await kit.ledger.hold({ idempotencyKey: 'hold-carol-2', from: escrow, to: seller, amount: usd(201) }))._unsafeUnwrapErr();
      expect(second).toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: { account: escrow } });
      expect((await kit.ledger.hold({ idempotencyKey: 'hold-carol', from: escrow, to: seller, amount: usd(1800) }))._unsafeUnwrap().id).toBe(hold.id);
      expect((await kit.ledger.postHold(hold.id))._unsafeUnwrap().state).toBe('posted');
      expect((await kit.ledger.postHold(hold.id))._unsafeUnwrap().state).toBe('posted');
      expect((await kit.ledger.voidHold(hold.id))._unsafeUnwrapErr().code).toBe('HOLD_ALREADY_RESOLVED');
      expect((await kit.ledger.voidHold('999999'))._unsafeUnwrapErr().code).toBe('HOLD_NOT_FOUND');
      expect(await balanceOf(escrow)).toMatchObject({ balance: 200, pending: 0 });
      expect(await balanceOf(seller)).toMatchObject({ balance: 1800 });
      expect(await entrySum(handle, seller)).toBe(1800);
      expect((await kit.ledger.holdsFor({ type: 'order', id: 'order-carol' })).map((h) => h.state)).toEqual(['posted']);
    });

    it('announces after commit a balances change for each user whose account moved, and none for a refused post', async () => {
      await kit.feed.flush();
      kit.heard.length = 0;
      const dave = ledgerAccounts.buyerCredits('dave');
      await kit.ledger.post(grant('grant-dave', dave, 300));
      await kit.ledger.post(spend('pay-dave', dave, ledgerAccounts.sellerAvailable('erin'), 100));
      await kit.ledger.post(spend('pay-dave-2', dave, ledgerAccounts.escrow('o-dave'), 1000));
      await kit.feed.flush();
      expect(kit.heard).toEqual([
        { collection: 'balances', id: 'dave' },
        { collection: 'balances', id: 'dave' },
        { collection: 'balances', id: 'erin' },
      ]);
    });

    it('keeps every cached balance equal to the sum of its entries, and the books at zero per currency', async () => {
      const drift = await queryRows(handle, sql`
        SELECT b.account FROM ledger_balances b
        LEFT JOIN (SELECT account, currency, sum(amount) AS total FROM ledger_entries GROUP BY account, currency) e USING (account, currency)
        WHERE b.balance <> coalesce(e.total, 0)`);
      expect(drift).toEqual([]);
      const totals = await kit.store.trialBalance();
      expect(totals.length).toBeGreaterThan(0);
      expect(totals.every((t) => t.sum === 0)).toBe(true);
    });

    describe('the database itself, with the code bypassed', () => {
      const refused = async (statement: ReturnType<typeof sql>) => {
        const error: unknown = await handle.db.execute(statement).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error, 'the database accepted it').toBeInstanceOf(Error);
        return String((error as Error & { cause?: unknown }).cause ?? (error as Error).message);
      };

      it('refuses to UPDATE, DELETE or TRUNCATE entries and transactions', async () => {
        expect(await refused(sql`UPDATE ledger_entries SET amount = amount + 1`)).toMatch(/append-only/);
        expect(await refused(sql`DELETE FROM ledger_entries`)).toMatch(/append-only/);
        expect(await refused(sql`TRUNCATE ledger_entries CASCADE`)).toMatch(/append-only/);
        expect(await refused(sql`UPDATE ledger_transactions SET memo = 'edited'`)).toMatch(/append-only/);
        expect(await refused(sql`DELETE FROM ledger_transactions`)).toMatch(/append-only|foreign key/);
      });

      it('refuses a buyer, escrow or seller balance below zero or below what is held, but lets the books go negative', async () => {
        expect(await refused(sql`UPDATE ledger_balances SET balance = -1 WHERE account = 'buyer:alice:credits'`)).toMatch(/ledger_balances_nonnegative/);
        expect(await refused(sql`INSERT INTO ledger_balances (account, currency, balance) VALUES ('escrow:order:x', 'USD', -5)`)).toMatch(/ledger_balances_nonnegative/);
        expect(await refused(sql`UPDATE ledger_balances SET pending = balance + 1 WHERE account = 'buyer:alice:credits'`)).toMatch(/ledger_balances_nonnegative/);
        expect(await refused(sql`INSERT INTO ledger_balances (account, currency, balance, non_negative) VALUES ('seller:x:pending', 'USD', -5, false)`)).toMatch(/non_negative/);
        const [books] = await queryRows<{ balance: string }>(handle, sql`SELECT balance::text FROM ledger_balances WHERE account = ${promotions} AND currency = 'USD'`);
        expect(Number(books?.balance)).toBeLessThan(0);
      });

      it('refuses at commit a transaction whose entries do not sum to zero', async () => {
        const message = await refused(sql`
          WITH t AS (INSERT INTO ledger_transactions (idempotency_key, kind, digest) VALUES ('raw-unbalanced', 'raw', 'x') RETURNING id)
          INSERT INTO ledger_entries (transaction_id, account, currency, amount)
          SELECT id, 'buyer:mallory:credits', 'USD', 100000 FROM t`);
        expect(message).toMatch(/sums to 100000 in USD/);
        expect(await queryRows(handle, sql`SELECT id FROM ledger_transactions WHERE idempotency_key = 'raw-unbalanced'`)).toEqual([]);
      });

      it('lets a hold move only from pending to posted or voided, never back, never deleted', async () => {
        expect(await refused(sql`UPDATE ledger_holds SET state = 'voided' WHERE state = 'posted'`)).toMatch(/pending to posted or voided/);
        expect(await refused(sql`UPDATE ledger_holds SET state = 'pending' WHERE state = 'posted'`)).toMatch(/pending to posted or voided/);
        expect(await refused(sql`DELETE FROM ledger_holds`)).toMatch(/append-only/);
      });
    });

    // PGlite is one connection: its units of work already run one at a time, so the race exists only on a server.
    if (engine.name === 'PostgreSQL') {
      it('never overdraws one credits account under 50 concurrent debits', async () => {
      const frank = ledgerAccounts.buyerCredits('frank');
      await kit.ledger.post(grant('grant-frank', frank, 1000));
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => kit.ledger.post(spend(`pay-frank-${i}`, frank, ledgerAccounts.escrow(`o-frank-${i}`), 100))));
      expect(results.filter((r) => r.isOk())).toHaveLength(10);
      expect(results.filter((r) => r.isErr()).map((r) => r._unsafeUnwrapErr().code)).toEqual(Array.from({ length: 40 }, () => 'INSUFFICIENT_FUNDS'));
      expect(await balanceOf(frank)).toMatchObject({ balance: 0, available: 0 });
        expect(await entrySum(handle, frank)).toBe(0);
      });
    }

    it('answers concurrent posts of one key with one transaction', async () => {
      const gina = ledgerAccounts.buyerCredits('gina');
      const results = await Promise.all(Array.from({ length: 20 }, () => kit.ledger.post(grant('grant-gina', gina, 700))));
      const ids = new Set(results.map((r) => r._unsafeUnwrap().id));
      expect(ids.size).toBe(1);
      expect(results.filter((r) => !r._unsafeUnwrap().replayed)).toHaveLength(1);
      expect(await balanceOf(gina)).toMatchObject({ balance: 700 });
    });
  });
}
