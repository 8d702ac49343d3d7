import * as v from 'valibot';
import { ok, type Result } from 'neverthrow';
import { addDays, type ChartRange, type DomainError, type PriceDay } from '../../domain/index.ts';
import { defineTimerKind, type FiredTimer } from '../shared/timer-handlers.ts';
import type { Clock, Scheduler } from '../shared/ports/index.ts';
import type { PriceHistoryStore } from './price-history-ports.ts';

/** The daily snapshot's timer: one, re-armed for the next midnight each time it fires. */
export const priceSnapshotTimer = defineTimerKind('priceSnapshot', v.object({ day: v.pipe(v.string(), v.isoDate()) }));
export const PRICE_SNAPSHOT_KEY = 'priceSnapshot:daily';
/** Minutes after midnight UTC the snapshot runs, so the day it records has ended. */
const AFTER_MIDNIGHT_MS = 5 * 60_000;

const today = (clock: Clock): string => clock.now().toISOString().slice(0, 10);

/**
 * The scheduled daily price snapshot: at 00:05 UTC it records the day that
 * just ended, then arms itself for the next night. `start` arms it at boot
 * (scheduling is idempotent by key) and, with demo data, back-fills the seed's
 * 90 synthetic days once.
 */
export class RecordPriceSnapshot {
  constructor(
    private readonly store: PriceHistoryStore,
    private readonly scheduler: Scheduler,
    private readonly clock: Clock,
  ) {}

  private next(day: string) {
    const dueAt = new Date(Date.parse(`${addDays(day, 1)}T00:00:00Z`) + AFTER_MIDNIGHT_MS);
    return priceSnapshotTimer.at(PRICE_SNAPSHOT_KEY, dueAt, { day });
  }

  async start(options: { readonly backfillDays: number }): Promise<void> {
    if (options.backfillDays > 0) await this.store.backfillSynthetic(today(this.clock), options.backfillDays);
    await this.scheduler.schedule(this.next(today(this.clock)));
  }

  readonly onTimer = async (timer: FiredTimer<{ readonly day: string }>): Promise<Result<void, DomainError>> => {
    await this.store.recordDay(timer.payload.day);
    await this.scheduler.schedule(this.next(today(this.clock)));
    return ok(undefined);
  };
}

/** A game's price history over the last 7, 30 or 90 days, and the overview of every game's latest day. */
export class ReadPriceHistory {
  constructor(
    private readonly store: PriceHistoryStore,
    private readonly clock: Clock,
  ) {}

  async forGame(gameType: string, days: ChartRange): Promise<{ readonly gameType: string; readonly days: ChartRange; readonly points: readonly PriceDay[] }> {
    return { gameType, days, points: await this.store.series(gameType, addDays(today(this.clock), -days)) };
  }

  async overview(): Promise<readonly PriceDay[]> {
    return this.store.latest();
  }
}
