import type { PriceDay } from '../../domain/index.ts';

/** The stored daily price history (adapter: SQL over listings and orders). */
export interface PriceHistoryStore {
  /** Records `day` (YYYY-MM-DD) for every game and product type on sale, from the listings on sale and the orders paid that day; a recorded day replaces a synthetic one. */
  recordDay(day: string): Promise<number>;
  /** When the history is empty, writes `days` synthetic days ending before `endDay` from today's listings; answers the rows written. */
  backfillSynthetic(endDay: string, days: number): Promise<number>;
  /** A game's days from `fromDay` on, oldest first. */
  series(gameType: string, fromDay: string): Promise<readonly PriceDay[]>;
  /** The latest day of every game and product type with history. */
  latest(): Promise<readonly PriceDay[]>;
}
