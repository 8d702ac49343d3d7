import type { MethodHandler, PublicationHandler } from './handlers.ts';

/**
 * Where the DDP server reports what goes wrong. The signature is pino's
 * (details object first), so Fastify's `app.log` fits as it is.
 */
export interface DdpLogger {
  error(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

/** What `attachDdpServer` needs; the optional numbers have the defaults in {@link DDP_DEFAULTS}. */
export interface DdpServerOptions {
  readonly methods: ReadonlyMap<string, MethodHandler>;
  readonly publications: ReadonlyMap<string, PublicationHandler>;
  /**
   * Resolves when every change written so far has been delivered to the
   * publications (the change feed's "all notifications so far delivered").
   * Awaited after a method's `result` and before its `updated`, so a client
   * that waits for `updated` sees the method's writes in its subscriptions.
   */
  readonly flush: () => Promise<void>;
  readonly logger: DdpLogger;
  /** The upgrade path; Meteor clients and simpleddp use `/websocket`. */
  readonly path?: string;
  /** Silence after which the server pings; 0 turns server pings off. */
  readonly heartbeatIntervalMs?: number;
  /** How long after its ping the server waits for any message before closing. */
  readonly heartbeatTimeoutMs?: number;
  /** How long a new socket may take to send `connect`. */
  readonly handshakeTimeoutMs?: number;
  /** Largest frame accepted; a larger one closes the socket with 1009. */
  readonly maxMessageBytes?: number;
  /** Live subscriptions per connection; more are refused with a 429 `nosub`. */
  readonly maxSubscriptions?: number;
  /** Messages waiting behind a running method or publication; more close the socket with 1008. */
  readonly maxPendingMessages?: number;
  /** Bytes queued for a client that does not read; more close the socket. */
  readonly maxBufferedBytes?: number;
  /** Take the client address from X-Forwarded-For (behind our own proxy only). */
  readonly trustProxy?: boolean;
  /** Extra `Name: value` lines of the handshake's 101 answer. */
  readonly handshakeHeaders?: readonly string[];
}

/** The limits and timings used when the options leave them out; the heartbeat numbers are Meteor's. */
export const DDP_DEFAULTS = {
  path: '/websocket',
  heartbeatIntervalMs: 17_500,
  heartbeatTimeoutMs: 15_000,
  handshakeTimeoutMs: 15_000,
  maxMessageBytes: 256 * 1024,
  maxSubscriptions: 100,
  maxPendingMessages: 1_000,
  maxBufferedBytes: 16 * 1024 * 1024,
  trustProxy: false,
} as const;

/** The options with every default filled in. */
export type ResolvedDdpOptions = Required<DdpServerOptions>;

/** Fills in the defaults. */
export function resolveDdpOptions(options: DdpServerOptions): ResolvedDdpOptions {
  return {
    methods: options.methods,
    publications: options.publications,
    flush: options.flush,
    logger: options.logger,
    path: options.path ?? DDP_DEFAULTS.path,
    heartbeatIntervalMs: options.heartbeatIntervalMs ?? DDP_DEFAULTS.heartbeatIntervalMs,
    heartbeatTimeoutMs: options.heartbeatTimeoutMs ?? DDP_DEFAULTS.heartbeatTimeoutMs,
    handshakeTimeoutMs: options.handshakeTimeoutMs ?? DDP_DEFAULTS.handshakeTimeoutMs,
    maxMessageBytes: options.maxMessageBytes ?? DDP_DEFAULTS.maxMessageBytes,
    maxSubscriptions: options.maxSubscriptions ?? DDP_DEFAULTS.maxSubscriptions,
    maxPendingMessages: options.maxPendingMessages ?? DDP_DEFAULTS.maxPendingMessages,
    maxBufferedBytes: options.maxBufferedBytes ?? DDP_DEFAULTS.maxBufferedBytes,
    trustProxy: options.trustProxy ?? DDP_DEFAULTS.trustProxy,
    handshakeHeaders: options.handshakeHeaders ?? [],
  };
}
