import fc from 'fast-check';
import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { domainError, type DomainError } from '../../../domain/index.ts';
import { DEFAULT_TIMER_POLICY, FireDueTimers, retryDelayMs, type TimerPolicy } from '../../../application/shared/fire-due-timers.ts';
import { defineTimerKind, TimerHandlers, type FiredTimer } from '../../../application/shared/timer-handlers.ts';
import { InMemoryTimerQueue, ManualClock, present, type FakeTx } from './timer-fakes.ts';

const T0 = new Date('2026-03-01T12:00:00.000Z');
const autoConfirm = defineTimerKind('orderAutoConfirm', v.object({ orderId: v.string() }));
const policy: TimerPolicy = { ...DEFAULT_TIMER_POLICY, leaseMs: 30_000, maxAttempts: 4, retryBaseMs: 1_000, retryMaxMs: 5_000 };

function setup(handler: (timer: FiredTimer<{ orderId: string }>, tx: FakeTx) => Result<void, DomainError>) {
  const clock = new ManualClock(T0);
  const queue = new InMemoryTimerQueue();
  const calls: FiredTimer<{ orderId: string }>[] = [];
  const errors: unknown[] = [];
  const handlers = new TimerHandlers<FakeTx>().on(autoConfirm, (timer, tx) => {
    calls.push(timer);
    return Promise.resolve(handler(timer, tx));
  });
  const rounds = new FireDueTimers(queue, handlers, clock, policy, (error) => errors.push(error));
  return { clock, queue, calls, errors, rounds };
}

const confirmOrder = (timer: FiredTimer<{ orderId: string }>, tx: FakeTx) => {
  tx.push(`confirmed ${timer.payload.orderId}`);
  return ok(undefined);
};

describe('FireDueTimers', () => {
  it('fires a timer at its due time, not a millisecond before, once, with its payload', async () => {
    const { clock, queue, calls, rounds } = setup(confirmOrder);
    queue.add(autoConfirm.at('orderAutoConfirm:o1', new Date(T0.getTime() + 60_000), { orderId: 'o1' }));
    clock.advance(59_999);
    expect(await rounds.execute()).toMatchObject({ claimed: 0, fired: 0 });
    clock.advance(1);
    expect(await rounds.execute()).toMatchObject({ claimed: 1, fired: 1 });
    expect(await rounds.execute()).toMatchObject({ claimed: 0 });
    expect(calls).toEqual([{ kind: 'orderAutoConfirm', key: 'orderAutoConfirm:o1', dueAt: new Date(T0.getTime() + 60_000), payload: { orderId: 'o1' }, attempt: 1 }]);
    expect(queue.committed).toEqual(['confirmed o1']);
    expect(queue.rows.size).toBe(0);
  });

  it('retries a failing handler with a doubling, capped delay, rolling back its writes, and keeps the timer as dead after the last attempt', async () => {
    const { clock, queue, calls, rounds } = setup((_timer, tx) => {
      tx.push('half-done');
      return err(domainError('UNAVAILABLE', 'provider down'));
    });
    queue.add(autoConfirm.at('k', T0, { orderId: 'o2' }));
    const retries: number[] = [];
    for (let attempt = 1; attempt <= policy.maxAttempts; attempt += 1) {
      expect(await rounds.execute()).toMatchObject({ claimed: 1, fired: 0 });
      const row = queue.rows.get('k');
      if (row?.claimedUntil !== undefined) retries.push(row.claimedUntil.getTime() - clock.now().getTime());
      // Not claimable a millisecond before the retry time.
      if (row?.deadAt === undefined && row?.claimedUntil !== undefined) {
        clock.set(new Date(row.claimedUntil.getTime() - 1));
        expect(await rounds.execute()).toMatchObject({ claimed: 0 });
        clock.advance(1);
      }
    }
    expect(retries).toEqual([1_000, 2_000, 4_000]);
    expect(calls.map((c) => c.attempt)).toEqual([1, 2, 3, 4]);
    expect(queue.committed).toEqual([]);
    expect(queue.rows.get('k')).toMatchObject({ deadAt: clock.now(), lastError: 'UNAVAILABLE: provider down', attempts: 4 });
    clock.advance(86_400_000);
    expect(await rounds.execute()).toMatchObject({ claimed: 0 });
  });

  it('treats a thrown exception as a failed attempt and reports it', async () => {
    const { queue, errors, rounds } = setup(() => {
      throw new Error('bug in handler');
    });
    queue.add(autoConfirm.at('k', T0, { orderId: 'o3' }));
    expect(await rounds.execute()).toMatchObject({ claimed: 1, retried: 1 });
    expect(errors).toEqual([new Error('bug in handler')]);
    expect(queue.rows.get('k')?.lastError).toBe('INTERNAL: bug in handler');
  });

  it('keeps a timer whose payload does not fit its kind as dead at once, naming the field', async () => {
    const { queue, calls, rounds } = setup(confirmOrder);
    queue.add({ kind: 'orderAutoConfirm', key: 'k', dueAt: T0, payload: { orderId: 42 } });
    expect(await rounds.execute()).toMatchObject({ claimed: 1, dead: 1 });
    expect(calls).toEqual([]);
    expect(queue.rows.get('k')?.lastError).toMatch(/^VALIDATION_FAILED: payload\.orderId: /);
  });

  it('gives up without running a timer whose earlier attempts all died with their process', async () => {
    const { clock, queue, calls, rounds } = setup(confirmOrder);
    queue.add(autoConfirm.at('k', T0, { orderId: 'o4' }));
    for (let i = 0; i < policy.maxAttempts; i += 1) {
      await queue.claimDue(clock.now(), { kinds: ['orderAutoConfirm'], limit: 1, leaseMs: policy.leaseMs });
      clock.advance(policy.leaseMs);
    }
    expect(await rounds.execute()).toMatchObject({ claimed: 1, dead: 1 });
    expect(calls).toEqual([]);
    expect(queue.rows.get('k')?.lastError).toBe('gave up: 4 attempts never finished');
  });

  it('does not run a timer whose claim another worker took over', async () => {
    const { clock, queue, calls } = setup(confirmOrder);
    queue.add(autoConfirm.at('k', T0, { orderId: 'o5' }));
    const [stale] = await queue.claimDue(clock.now(), { kinds: ['orderAutoConfirm'], limit: 1, leaseMs: 1_000 });
    clock.advance(1_000);
    const [fresh] = await queue.claimDue(clock.now(), { kinds: ['orderAutoConfirm'], limit: 1, leaseMs: 1_000 });
    const work = (tx: FakeTx) => {
      calls.push({ kind: 'orderAutoConfirm', key: 'k', dueAt: T0, payload: { orderId: 'o5' }, attempt: 0 });
      tx.push('write');
      return Promise.resolve(ok(undefined));
    };
    expect(await queue.fire(present(stale), work)).toEqual({ kind: 'lost' });
    expect(await queue.fire(present(fresh), work)).toEqual({ kind: 'fired' });
    expect(queue.committed).toEqual(['write']);
  });

  it('claims only the kinds it has handlers for, and runs at most `concurrency` handlers at once', async () => {
    const clock = new ManualClock(T0);
    const queue = new InMemoryTimerQueue();
    let running = 0;
    let most = 0;
    const handlers = new TimerHandlers<FakeTx>().on(autoConfirm, async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return ok(undefined);
    });
    for (let i = 0; i < 10; i += 1) queue.add(autoConfirm.at(`k${i}`, T0, { orderId: `o${i}` }));
    queue.add({ kind: 'someoneElsesKind', key: 'other', dueAt: T0, payload: {} });
    const round = await new FireDueTimers(queue, handlers, clock, { ...policy, concurrency: 3, batchSize: 20 }).execute();
    expect(round).toMatchObject({ claimed: 10, fired: 10 });
    expect(most).toBe(3);
    expect([...queue.rows.keys()]).toEqual(['other']);
  });

  it('refuses a second handler for one kind', () => {
    const handlers = new TimerHandlers<FakeTx>().on(autoConfirm, () => Promise.resolve(ok(undefined)));
    expect(() => handlers.on(autoConfirm, () => Promise.resolve(ok(undefined)))).toThrow(/already registered/);
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base with each attempt and never exceeds the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 10_000_000 }), (attempt, base, cap) => {
        const policy = { retryBaseMs: base, retryMaxMs: cap };
        const delay = retryDelayMs(attempt, policy);
        expect(retryDelayMs(1, policy)).toBe(Math.min(base, cap));
        expect(delay).toBeLessThanOrEqual(cap);
        expect(retryDelayMs(attempt + 1, policy)).toBe(Math.min(delay * 2, cap));
      }),
    );
  });
});
