import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeFeed } from '../application/shared/ports/index.ts';
import type { SessionTerminator } from '../application/accounts/ports/index.ts';
import type { Clock, RatesSource } from '../application/shared/ports/index.ts';
import type { PasswordHasher } from '../application/accounts/ports/index.ts';
import { InProcessChangeFeed } from '../adapters/server/changes/in-process-change-feed.ts';
import { PostgresChangeFeed } from '../adapters/server/changes/postgres-change-feed.ts';
import { accountMethods } from '../adapters/server/ddp-api/accounts/account-methods.ts';
import { ConnectionSubscriptions } from '../adapters/server/ddp-api/accounts/connection-subscriptions.ts';
import { ConnectionTokens } from '../adapters/server/ddp-api/accounts/connection-tokens.ts';
import { loggedInUserPublication } from '../adapters/server/ddp-api/accounts/logged-in-user-publication.ts';
import { attachDdpServer, type DdpServer, type MethodHandler, type PublicationHandler } from '../adapters/server/ddp/index.ts';
import type { Database } from '../adapters/server/persistence/shared/database.ts';
import { shoppingMethods } from '../adapters/server/ddp-api/shopping/shopping-methods.ts';
import { wireAccounts } from './accounts-wiring.ts';
import { wireShopping } from './shopping-wiring.ts';
import type { Config } from './config.ts';

export interface Realtime {
  readonly ddp: DdpServer;
  readonly changes: ChangeFeed;
  close(): Promise<void>;
}

/** The change feed: in-process on PGlite, LISTEN/NOTIFY on a PostgreSQL server so processes share it. */
export async function createChangeFeed(config: Config, log: FastifyBaseLogger): Promise<ChangeFeed & { close?: () => Promise<void> }> {
  const onError = (error: unknown) => log.error({ err: error }, 'change feed listener failed');
  return config.DATABASE_URL === undefined ? new InProcessChangeFeed(onError) : PostgresChangeFeed.connect(config.DATABASE_URL, onError);
}

/**
 * The DDP endpoint (`/websocket`) on the HTTP server: account methods, the
 * `loggedInUser` publication and whatever other methods the caller adds.
 */
export function attachRealtime(input: {
  readonly httpServer: Server;
  readonly config: Config;
  readonly db: Database;
  readonly clock: Clock;
  readonly hasher: PasswordHasher;
  readonly changes: ChangeFeed & { close?: () => Promise<void> };
  readonly publicUrl: () => string;
  readonly log: FastifyBaseLogger;
  /** The server's rates source, for checkout quotes; the rates table when not given. */
  readonly rates?: RatesSource;
}): Realtime {
  // The DDP server is created after the use cases that must be able to end sessions; this bridges the two.
  const bridge: { ddp?: DdpServer } = {};
  const sessions: SessionTerminator = { endSessionsOf: (userId) => void bridge.ddp?.closeSessionsOf(userId) };
  const printLink = input.config.NODE_ENV === 'development' ? (line: string) => input.log.info(line) : undefined;
  const accounts = wireAccounts({ db: input.db, clock: input.clock, hasher: input.hasher, changes: input.changes, sessions, publicUrl: input.publicUrl, printLink });
  const subscriptions = new ConnectionSubscriptions();
  const methods = new Map<string, MethodHandler>([
    ...accountMethods(accounts.useCases, new ConnectionTokens(), subscriptions),
    ...shoppingMethods(wireShopping(input.db, input.clock, input.changes, input.rates), accounts.store),
  ]);
  const publications = new Map<string, PublicationHandler>([['loggedInUser', loggedInUserPublication(accounts.feed, input.changes, subscriptions)]]);
  const server = attachDdpServer(input.httpServer, {
    methods,
    publications,
    flush: () => input.changes.flush(),
    logger: input.log,
    trustProxy: input.config.TRUST_PROXY,
  });
  bridge.ddp = server;
  return {
    ddp: server,
    changes: input.changes,
    close: async () => {
      await server.close();
      await input.changes.close?.();
    },
  };
}
