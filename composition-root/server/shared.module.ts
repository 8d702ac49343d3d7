import { FeedPresence } from '../../adapters/server/changes/feed-presence.ts';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { ChangeFeed, Clock, GeoLocator, Idempotency, Outbox, RatesSource, Scheduler, UnitOfWork } from '../../application/shared/ports/index.ts';
import { TimerHandlers } from '../../application/shared/timer-handlers.ts';
import { SessionRegistry } from '../../adapters/server/ddp/index.ts';
import { HeaderGeoLocator } from '../../adapters/server/http/shared/header-geo-locator.ts';
import type { Database } from '../../adapters/server/persistence/shared/database.ts';
import { SqlIdempotency } from '../../adapters/server/persistence/shared/sql-idempotency.ts';
import { SqlRatesSource } from '../../adapters/server/persistence/shared/sql-rates-source.ts';
import { SqlScheduler } from '../../adapters/server/persistence/shared/sql-scheduler.ts';
import type { OutboxDispatcher } from '../../adapters/server/persistence/shared/outbox-dispatcher.ts';
import { createTransactionalOutbox } from '../../adapters/server/persistence/shared/transactional-outbox.ts';
import { TimerWakeups } from '../../adapters/server/persistence/shared/timer-wakeups.ts';
import { CachedRatesSource } from '../../adapters/shared/cached-rates-source.ts';
import { ConfiguredRatesSource } from '../../adapters/shared/configured-rates-source.ts';
import { AdjustableClock } from '../../adapters/shared/adjustable-clock.ts';
import type { Config } from '../config.ts';
import { ratesFromConfig } from '../rates-config.ts';

/** How long the rates table is trusted in memory: it changes when rates are refreshed, never per request. */
const RATES_TTL_MS = 60_000;

/** Where mailed links point: known only once the server listens, so it is set then and read lazily. */
export class PublicAddress {
  private current: string;
  constructor(configured: string | undefined) {
    this.current = configured ?? '';
  }
  url(): string {
    return this.current;
  }
  /** The address the server listens on, unless PUBLIC_URL fixed one. */
  listeningOn(localUrl: string, configured: string | undefined): void {
    this.current = configured ?? localUrl;
  }
}

/** What start-up opened before the container is built (each needed awaiting). */
export interface ServerInfrastructure {
  readonly config: Config;
  readonly db: Database;
  readonly changes: ChangeFeed;
  /** Prints development notices (mailed links). */
  readonly log: (line: string) => void;
  /** Told of failures in background work (outbox dispatch, timers): logged, never thrown. */
  readonly reportError: (error: unknown, what: string) => void;
}

export const SHARED = {
  Config: Symbol.for('shared.Config') as ServiceIdentifier<Config>,
  Database: Symbol.for('shared.Database') as ServiceIdentifier<Database>,
  ChangeFeed: Symbol.for('shared.ChangeFeed') as ServiceIdentifier<ChangeFeed>,
  Log: Symbol.for('shared.Log') as ServiceIdentifier<(line: string) => void>,
  ReportError: Symbol.for('shared.ReportError') as ServiceIdentifier<(error: unknown, what: string) => void>,
  /** A use case's writes in one transaction; SQL adapters join it by themselves. */
  UnitOfWork: Symbol.for('shared.UnitOfWork') as ServiceIdentifier<UnitOfWork>,
  /** Domain events written with the change they describe, published after commit. */
  Outbox: Symbol.for('shared.Outbox') as ServiceIdentifier<Outbox>,
  /** Publishes what a crash or a failed publish left in the outbox; started and stopped with the server. */
  OutboxDispatcher: Symbol.for('shared.OutboxDispatcher') as ServiceIdentifier<OutboxDispatcher>,
  Clock: Symbol.for('shared.Clock') as ServiceIdentifier<Clock>,
  /** The same clock, movable by the test-only clock hook. */
  AdjustableClock: Symbol.for('shared.AdjustableClock') as ServiceIdentifier<AdjustableClock>,
  RatesSource: Symbol.for('shared.RatesSource') as ServiceIdentifier<RatesSource>,
  GeoLocator: Symbol.for('shared.GeoLocator') as ServiceIdentifier<GeoLocator>,
  PublicAddress: Symbol.for('shared.PublicAddress') as ServiceIdentifier<PublicAddress>,
  /** The DDP server's user → connections index; exists before the DDP server so use cases can end sessions. */
  Sessions: Symbol.for('shared.Sessions') as ServiceIdentifier<SessionRegistry>,
  /** Who is online on any server process (a dot on listing rows and in chat), shared through the change feed. */
  Presence: Symbol.for('shared.Presence') as ServiceIdentifier<FeedPresence>,
  /** Durable timers: use cases schedule them; the worker started with the server fires them. */
  Scheduler: Symbol.for('shared.Scheduler') as ServiceIdentifier<Scheduler>,
  TimerWakeups: Symbol.for('shared.TimerWakeups') as ServiceIdentifier<TimerWakeups>,
  /** Each context registers the timer kinds it handles here (`orderAutoConfirm` → its use case). */
  TimerHandlers: Symbol.for('shared.TimerHandlers') as ServiceIdentifier<TimerHandlers<Database>>,
  /** Calls that must happen once per client key: the first answer is kept 24 hours and replayed. */
  Idempotency: Symbol.for('shared.Idempotency') as ServiceIdentifier<Idempotency>,
} as const;

/**
 * What every context uses. The rates source is bound once here, so the
 * checkout quote, `/api/rates` and page rendering convert at the same rates
 * whichever way RATES is set.
 */
export function sharedModule(infra: ServerInfrastructure): ContainerModule {
  const { config } = infra;
  return new ContainerModule(({ bind }) => {
    bind(SHARED.Config).toConstantValue(config);
    bind(SHARED.Database).toConstantValue(infra.db);
    bind(SHARED.ChangeFeed).toConstantValue(infra.changes);
    bind(SHARED.Log).toConstantValue(infra.log);
    bind(SHARED.ReportError).toConstantValue(infra.reportError);
    // One unit of work, outbox and dispatcher per process: the outbox hands committed events to this dispatcher.
    const transactional = createTransactionalOutbox(infra.db, infra.changes, { onError: (error) => infra.reportError(error, 'outbox dispatch') });
    bind(SHARED.UnitOfWork).toConstantValue(transactional.unitOfWork);
    bind(SHARED.Outbox).toConstantValue(transactional.outbox);
    bind(SHARED.OutboxDispatcher).toConstantValue(transactional.dispatcher);
    // One clock per process: the system clock, which only the test-only clock hook may move.
    const clock = new AdjustableClock();
    bind(SHARED.Clock).toConstantValue(clock);
    bind(SHARED.AdjustableClock).toConstantValue(clock);
    bind(SHARED.RatesSource).toDynamicValue((ctx) => {
      const configured = ratesFromConfig(config);
      return configured === undefined ? new CachedRatesSource(new SqlRatesSource(ctx.get(SHARED.Database)), RATES_TTL_MS) : new ConfiguredRatesSource(configured);
    });
    bind(SHARED.GeoLocator).toDynamicValue(
      () =>
        new HeaderGeoLocator({
          countryHeader: config.GEO_COUNTRY_HEADER,
          regionHeader: config.GEO_REGION_HEADER,
          cityHeader: config.GEO_CITY_HEADER,
          defaultCountry: config.DEFAULT_COUNTRY,
        }),
    );
    bind(SHARED.PublicAddress).toDynamicValue(() => new PublicAddress(config.PUBLIC_URL));
    bind(SHARED.Sessions).toDynamicValue(() => new SessionRegistry());
    bind(SHARED.Presence).toDynamicValue((ctx) => new FeedPresence(ctx.get(SHARED.ChangeFeed), ctx.get(SHARED.Sessions)));
    bind(SHARED.TimerWakeups).toDynamicValue(() => new TimerWakeups());
    bind(SHARED.Scheduler).toDynamicValue((ctx) => new SqlScheduler(ctx.get(SHARED.Database), ctx.get(SHARED.TimerWakeups)));
    bind(SHARED.TimerHandlers).toDynamicValue(() => new TimerHandlers<Database>());
    bind(SHARED.Idempotency).toDynamicValue((ctx) => new SqlIdempotency(ctx.get(SHARED.Database), ctx.get(SHARED.UnitOfWork), ctx.get(SHARED.Clock)));
  });
}
