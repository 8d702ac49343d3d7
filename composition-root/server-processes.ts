import type { Config } from './config.ts';

/** How many server processes to run, why (the start-up log line), and what to beware of. */
export interface ProcessPlan {
  readonly count: number;
  readonly reason: string;
  readonly warning?: string;
}

const LOCAL_PROVIDER_NOTE =
  'the local test payment provider keeps its payments in each process\'s memory, so its hosted pages and refunds may miss on another process: set the Stripe keys for several';

/**
 * One process per core in production on PostgreSQL with Stripe, one
 * otherwise. PGlite is an embedded single-writer database (one process owns
 * its files), so a PGlite deployment stays one process whatever is asked:
 * several processes are a PostgreSQL-mode feature, where the database,
 * LISTEN/NOTIFY (or Redis) and row locks already coordinate them. The local
 * test payment provider holds its intents in memory, so without Stripe the
 * default stays one process too; asking for more is obeyed, with a warning.
 */
export function planServerProcesses(config: Config, cores: number): ProcessPlan {
  const asked = config.SERVER_PROCESSES ?? config.WEB_CONCURRENCY;
  if (config.DATABASE_URL === undefined) {
    const note = asked !== undefined && asked > 1 ? ` (${asked} asked; PGlite is single-writer: set DATABASE_URL for several)` : '';
    return { count: 1, reason: `one server process on embedded PGlite${note}` };
  }
  const stripe = config.STRIPE_SECRET_KEY !== undefined && config.STRIPE_WEBHOOK_SECRET !== undefined;
  if (asked !== undefined) {
    const plural = asked === 1 ? '' : 'es';
    return { count: asked, reason: `${asked} server process${plural} (SERVER_PROCESSES / WEB_CONCURRENCY)`, ...(asked > 1 && !stripe ? { warning: LOCAL_PROVIDER_NOTE } : {}) };
  }
  if (config.NODE_ENV !== 'production') return { count: 1, reason: 'one server process (set SERVER_PROCESSES, or NODE_ENV=production, for one per core)' };
  if (!stripe) return { count: 1, reason: `one server process: ${LOCAL_PROVIDER_NOTE} (or set SERVER_PROCESSES)` };
  const count = Math.max(1, cores);
  return { count, reason: `${count} server processes, one per core (production on PostgreSQL)` };
}
