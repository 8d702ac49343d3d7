import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { err, ok } from 'neverthrow';
import {
  attachDdpServer,
  type DdpLogger,
  type DdpServer,
  type DdpServerOptions,
  type MethodHandler,
  type PublicationHandler,
} from '../../../adapters/server/ddp/index.ts';
import { domainError } from '../../../domain/index.ts';

/** A log line the DDP server wrote, kept so tests can check what was (and was not) logged. */
export interface LogLine {
  readonly level: 'error' | 'warn';
  readonly details: Record<string, unknown>;
  readonly message: string;
}

/**
 * A stand-in for the change feed: writes done by a method are queued and
 * reach the publications only when `flush` delivers them, which is exactly
 * the situation `updated` must wait for.
 */
export class TestFeed {
  readonly events: string[] = [];
  #value = 0;
  #pending: number[] = [];
  readonly #listeners = new Set<(value: number) => void>();

  get value(): number {
    return this.#value;
  }

  /** A write by a method: visible to subscribers only after the next flush. */
  write(value: number): void {
    this.#value = value;
    this.#pending.push(value);
    this.events.push(`write ${value}`);
  }

  /** A change from outside any method, delivered at once. */
  set(value: number): void {
    this.#value = value;
    for (const listener of this.#listeners) listener(value);
  }

  listen(listener: (value: number) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  listenerCount(): number {
    return this.#listeners.size;
  }

  async flush(): Promise<void> {
    this.events.push('flush');
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (const value of this.#pending.splice(0)) for (const listener of this.#listeners) listener(value);
    this.events.push('flushed');
  }
}

/** A gate a test opens to let a waiting method finish. */
export class Gate {
  #open: () => void = () => undefined;
  readonly opened = new Promise<void>((resolve) => {
    this.#open = resolve;
  });

  open(): void {
    this.#open();
  }
}

export interface DdpFixture {
  readonly url: string;
  readonly port: number;
  readonly ddp: DdpServer;
  readonly feed: TestFeed;
  readonly logs: LogLine[];
  readonly closedConnections: string[];
  gate: Gate;
  stop(): Promise<void>;
}

const LISTING_ID = 'listingId';

function methods(feed: TestFeed, fixture: () => DdpFixture): Map<string, MethodHandler> {
  return new Map<string, MethodHandler>([
    ['echo', (_ctx, params) => Promise.resolve(ok(params[0]))],
    ['echoAll', (_ctx, params) => Promise.resolve(ok(params))],
    ['nothing', () => Promise.resolve(ok(undefined))],
    ['fail', () => Promise.resolve(err(domainError('FORBIDDEN', 'Not your listing', { field: LISTING_ID })))],
    [
      'boom',
      () => {
        throw new Error('secret internal detail at /srv/app.ts:42');
      },
    ],
    ['reject', () => Promise.reject(new Error('secret rejection detail'))],
    ['cyclic', () => {
      const cyclic: Record<string, unknown> = {};
      cyclic['self'] = cyclic;
      return Promise.resolve(ok(cyclic));
    }],
    [
      'bump',
      () => {
        feed.write(feed.value + 1);
        return Promise.resolve(ok(feed.value));
      },
    ],
    [
      'login',
      (ctx, params) => {
        const userId = params[0];
        ctx.setUserId(typeof userId === 'string' ? userId : null);
        ctx.onClose(() => fixture().closedConnections.push(ctx.connectionId));
        return Promise.resolve(ok(ctx.userId));
      },
    ],
    ['whoami', (ctx) => Promise.resolve(ok({ userId: ctx.userId, connectionId: ctx.connectionId, clientAddress: ctx.clientAddress, userAgent: ctx.httpHeaders['user-agent'] ?? null }))],
    [
      'wait',
      async (_ctx, params) => {
        await fixture().gate.opened;
        return ok(params[0]);
      },
    ],
    [
      'waitUnblocked',
      async (ctx, params) => {
        ctx.unblock();
        await fixture().gate.opened;
        return ok(params[0]);
      },
    ],
  ]);
}

function publications(feed: TestFeed): Map<string, PublicationHandler> {
  return new Map<string, PublicationHandler>([
    [
      'counter',
      (ctx) => {
        ctx.added('counters', 'main', { value: feed.value });
        const stop = feed.listen((value) => {
          ctx.changed('counters', 'main', { value });
        });
        ctx.onStop(stop);
        return Promise.resolve(ok(undefined));
      },
    ],
    [
      // Publishes one shared document with the fields given as params, for merge-box tests.
      'item',
      (ctx, params) => {
        const fields = params[0];
        if (typeof fields !== 'object' || fields === null) return Promise.resolve(err(domainError('VALIDATION_FAILED', 'fields must be an object')));
        ctx.added('items', 'shared', fields as Record<string, unknown>);
        return Promise.resolve(ok(undefined));
      },
    ],
    ['dates', (ctx) => {
      ctx.added('events', 'e1', { at: new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6)) });
      return Promise.resolve(ok(undefined));
    }],
    ['denied', () => Promise.resolve(err(domainError('FORBIDDEN', 'Staff only')))],
    [
      'throws',
      () => {
        throw new Error('secret publication detail');
      },
    ],
    [
      // Says ready itself, then adds more: ready must not be sent twice.
      'early',
      (ctx) => {
        ctx.ready();
        ctx.added('counters', 'late', { value: 1 });
        return Promise.resolve(ok(undefined));
      },
    ],
    [
      // Stops itself from the server after publishing.
      'once',
      (ctx) => {
        ctx.added('counters', 'once', { value: 1 });
        setTimeout(() => {
          ctx.stop();
        }, 5);
        return Promise.resolve(ok(undefined));
      },
    ],
  ]);
}

/** An HTTP server on a free port with the DDP server attached and the test methods and publications. */
export async function startDdpFixture(overrides: Partial<DdpServerOptions> = {}): Promise<DdpFixture> {
  const http: Server = createServer((_request, response) => {
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  const feed = new TestFeed();
  const logs: LogLine[] = [];
  const logger: DdpLogger = {
    error: (details, message) => logs.push({ level: 'error', details, message }),
    warn: (details, message) => logs.push({ level: 'warn', details, message }),
  };
  // The methods reach the fixture (its gate) that is built after the server they are registered with.
  const built: { fixture?: DdpFixture } = {};
  const current = (): DdpFixture => {
    if (built.fixture === undefined) throw new Error('fixture not ready');
    return built.fixture;
  };
  const ddp = attachDdpServer(http, {
    methods: methods(feed, current),
    publications: publications(feed),
    flush: () => feed.flush(),
    logger,
    ...overrides,
  });
  const fixture: DdpFixture = {
    url: `ws://127.0.0.1:${port}/websocket`,
    port,
    ddp,
    feed,
    logs,
    closedConnections: [],
    gate: new Gate(),
    stop: async () => {
      await ddp.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
  built.fixture = fixture;
  return fixture;
}
