import { eq } from 'drizzle-orm';
import { err, ok } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../application/shared/canonical-json.ts';
import type { DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { IDEMPOTENCY_TTL_MS, SqlIdempotency } from '../../../adapters/server/persistence/shared/sql-idempotency.ts';
import { SqlUnitOfWork } from '../../../adapters/server/persistence/shared/sql-unit-of-work.ts';
import { idempotencyKeys, searchTerms } from '../../../adapters/server/persistence/schema.ts';
import { domainError } from '../../../domain/index.ts';
import { testEngines, type EngineDatabase } from '../support/test-engines.ts';

for (const engine of testEngines()) {
  describe(`SQL idempotency on ${engine.name}`, () => {
    let database: EngineDatabase;
    let handle: DatabaseHandle;
    let idempotency: SqlIdempotency;
    let now = new Date('2026-11-24T10:00:00Z');

    beforeAll(async () => {
      database = await engine.create();
      handle = await database.open();
      idempotency = new SqlIdempotency(handle.db, new SqlUnitOfWork(handle.db), { now: () => now });
    }, 60_000);

    afterAll(async () => {
      await handle?.close();
      await database?.drop();
    });

    const written = async (term: string) => (await handle.db.select().from(searchTerms).where(eq(searchTerms.term, term))).length;
    /** Work that writes a row and answers with how many times it ran. */
    const counting = (term: string) => {
      let runs = 0;
      const work = async () => {
        runs += 1;
        await handle.db.insert(searchTerms).values({ term, gameType: 'g', resultCount: runs });
        // A pause inside the transaction, so concurrent callers really overlap with the first.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return ok({ orderId: `order-${term}`, total: { minor: 1999, currency: 'USD' }, run: runs });
      };
      return { work, runs: () => runs };
    };

    it('runs the work once for 100 concurrent calls with one key, and gives all of them the same answer', async () => {
      const { work, runs } = counting('concurrent');
      const call = { scope: 'placeOrder:u1', key: 'key-concurrent', fingerprint: canonicalJson({ lines: [1, 2] }) };
      const answers = await Promise.all(Array.from({ length: 100 }, () => idempotency.once(call, work)));
      expect(runs()).toBe(1);
      expect(await written('concurrent')).toBe(1);
      expect(answers.map((a) => a._unsafeUnwrap())).toEqual(Array.from({ length: 100 }, () => ({ orderId: 'order-concurrent', total: { minor: 1999, currency: 'USD' }, run: 1 })));
    });

    it('refuses the same key with another fingerprint, and keeps scopes apart', async () => {
      const { work, runs } = counting('fingerprint');
      const call = { scope: 'placeOrder:u1', key: 'key-fingerprint', fingerprint: canonicalJson({ a: 1, b: 2 }) };
      await idempotency.once(call, work);
      // Key order does not change a canonical fingerprint: this is the same call.
      expect((await idempotency.once({ ...call, fingerprint: canonicalJson({ b: 2, a: 1 }) }, work)).isOk()).toBe(true);
      const other = await idempotency.once({ ...call, fingerprint: canonicalJson({ a: 1, b: 3 }) }, work);
      expect(other._unsafeUnwrapErr()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', details: { field: 'idempotencyKey' } });
      expect((await idempotency.once({ ...call, scope: 'placeOrder:u2', fingerprint: 'other' }, work)).isOk()).toBe(true);
      expect(runs()).toBe(2);
    });

    it('stores no Err answer: the failed work leaves nothing, and a retry with the key runs again', async () => {
      const call = { scope: 'topUp:u1', key: 'key-err', fingerprint: 'f' };
      const failed = await idempotency.once(call, async () => {
        await handle.db.insert(searchTerms).values({ term: 'err', gameType: 'g', resultCount: 0 });
        return err(domainError('INSUFFICIENT_FUNDS', 'no money'));
      });
      expect(failed._unsafeUnwrapErr().code).toBe('INSUFFICIENT_FUNDS');
      expect(await written('err')).toBe(0);
      expect(await handle.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-err'))).toEqual([]);
      expect((await idempotency.once(call, () => Promise.resolve(ok('second try'))))._unsafeUnwrap()).toBe('second try');
    });

    it('lets a caller waiting on the key run once the first rolled back', async () => {
      const call = { scope: 'placeOrder:u3', key: 'key-rollback', fingerprint: 'f' };
      const first = idempotency.once(call, async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return err(domainError('OUT_OF_STOCK', 'sold out'));
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
      const second = idempotency.once(call, () => Promise.resolve(ok('ran after the rollback')));
      expect((await first)._unsafeUnwrapErr().code).toBe('OUT_OF_STOCK');
      expect((await second)._unsafeUnwrap()).toBe('ran after the rollback');
    });

    it('keeps an answer 24 hours, then counts the key as absent', async () => {
      const { work, runs } = counting('expiry');
      const call = { scope: 'grant:admin', key: 'key-expiry', fingerprint: 'f1' };
      await idempotency.once(call, work);
      now = new Date(now.getTime() + IDEMPOTENCY_TTL_MS - 1000);
      expect((await idempotency.once(call, work))._unsafeUnwrap()).toMatchObject({ run: 1 });
      now = new Date(now.getTime() + 1000);
      // Expired: even another fingerprint is a fresh call now.
      expect((await idempotency.once({ ...call, fingerprint: 'f2' }, work))._unsafeUnwrap()).toMatchObject({ run: 2 });
      expect(runs()).toBe(2);
    });

    it('replays an answer of undefined as undefined', async () => {
      const call = { scope: 's', key: 'key-void', fingerprint: 'f' };
      expect((await idempotency.once(call, () => Promise.resolve(ok(undefined))))._unsafeUnwrap()).toBeUndefined();
      expect((await idempotency.once(call, () => Promise.resolve(ok('ran again'))))._unsafeUnwrap()).toBeUndefined();
    });
  });
}
