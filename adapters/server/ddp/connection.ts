import type { Socket } from 'node:net';
import { WebSocket, type RawData } from 'ws';
import { domainError } from '../../../domain/index.ts';
import { isEnvelope, type Envelope } from './client-messages.ts';
import { MAX_EJSON_DEPTH, parseEjson, stringifyEjson, type EjsonParseFailure } from './ejson.ts';
import type { ConnectionInfo } from './handlers.ts';
import { negotiateVersion } from './handshake.ts';
import { Heartbeat } from './heartbeat.ts';
import type { ResolvedDdpOptions } from './options.ts';
import { DdpSession } from './session.ts';

/** How a connection tells the server about its life, so the server can find a user's connections. */
export interface ConnectionRegistry {
  userChanged(connection: DdpConnection, previous: string | null, next: string | null): void;
  closed(connection: DdpConnection): void;
}

/**
 * One WebSocket from open to close: the `server_id` greeting, the `connect`
 * handshake, framing (EJSON text, size and backlog limits) and the heartbeat.
 * Everything after `connected` belongs to its {@link DdpSession}. Nothing a
 * client sends can throw out of here: a bad frame is answered or ignored,
 * and a bug is logged, never allowed to take the process down.
 */
export class DdpConnection {
  readonly info: ConnectionInfo;
  readonly #socket: WebSocket;
  readonly #options: ResolvedDdpOptions;
  readonly #registry: ConnectionRegistry;
  readonly #heartbeat: Heartbeat;
  readonly #handshakeTimer: NodeJS.Timeout;
  /** Resolves when the socket itself has closed, for a graceful server shutdown. */
  readonly socketClosed: Promise<void>;
  #session: DdpSession | null = null;
  #open = true;
  #corked = false;

  constructor(socket: WebSocket, info: ConnectionInfo, options: ResolvedDdpOptions, registry: ConnectionRegistry) {
    this.#socket = socket;
    this.info = info;
    this.#options = options;
    this.#registry = registry;
    this.#heartbeat = new Heartbeat({
      intervalMs: options.heartbeatIntervalMs,
      timeoutMs: options.heartbeatTimeoutMs,
      sendPing: () => {
        this.#send({ msg: 'ping' });
      },
      onTimeout: () => {
        // The peer is presumed dead, so no closing handshake is waited for.
        this.terminate();
      },
    });
    this.#handshakeTimer = setTimeout(() => {
      this.close(1008, 'No connect message');
    }, options.handshakeTimeoutMs);
    this.socketClosed = new Promise((resolve) => {
      socket.once('close', () => {
        this.#teardown();
        resolve();
      });
    });
    socket.on('error', (cause: Error) => {
      // Oversized frames (1009), invalid UTF-8 and the like; ws closes the socket itself.
      options.logger.warn({ err: cause, connectionId: info.connectionId }, 'DDP socket error');
    });
    socket.on('message', (data: RawData) => {
      this.#receive(data);
    });
    // Meteor's greeting: a message without `msg` that clients ignore.
    this.#send({ server_id: '0' });
  }

  /** The session's user, or null before login or before `connected`. */
  get userId(): string | null {
    return this.#session?.userId ?? null;
  }

  /** Closes the socket and ends the session now, without waiting for the peer's close frame. */
  close(code: number, reason: string): void {
    if (!this.#open) return;
    this.#teardown();
    this.#socket.close(code, reason);
  }

  /** Drops the socket without a closing handshake. */
  terminate(): void {
    this.#teardown();
    this.#socket.terminate();
  }

  #teardown(): void {
    if (!this.#open) return;
    this.#open = false;
    clearTimeout(this.#handshakeTimer);
    this.#heartbeat.stop();
    this.#session?.close();
    this.#registry.closed(this);
  }

  #receive(data: RawData): void {
    if (!this.#open) return;
    this.#heartbeat.messageReceived();
    try {
      const parsed = parseEjson(textOf(data));
      if (parsed.isErr()) {
        this.#unreadable(parsed.error);
        return;
      }
      const message = parsed.value;
      if (!isEnvelope(message)) {
        this.#sendError('Bad request', message);
        return;
      }
      if (this.#session !== null) this.#session.receive(message);
      else if (message.msg === 'connect') this.#connect(message);
      else this.#sendError('Must connect first', message);
    } catch (cause) {
      this.#options.logger.error({ err: cause, connectionId: this.info.connectionId }, 'DDP message handling failed');
    }
  }

  #connect(message: Envelope): void {
    const outcome = negotiateVersion(message);
    if (outcome.kind === 'failed') {
      this.#send({ msg: 'failed', version: outcome.version });
      this.close(1002, 'Unsupported DDP version');
      return;
    }
    clearTimeout(this.#handshakeTimer);
    this.#session = new DdpSession(this.info, this.#options, {
      send: (out) => this.#send(out),
      close: (code, reason) => {
        this.close(code, reason);
      },
      userChanged: (previous, next) => {
        this.#registry.userChanged(this, previous, next);
      },
    });
    this.#send({ msg: 'connected', session: this.info.connectionId });
    this.#heartbeat.start();
  }

  /**
   * A frame that could not be read. A call nested too deep still gets an
   * answer under its own id, so the client's call settles (issue 11, finding 15).
   */
  #unreadable(failure: EjsonParseFailure): void {
    if (failure.kind === 'syntax') {
      this.#sendError('Parse error');
      return;
    }
    const known = (failure.msg === 'method' || failure.msg === 'sub') && typeof failure.id === 'string';
    if (this.#session === null || !known) {
      this.#sendError(`Message nested deeper than ${MAX_EJSON_DEPTH} levels`);
      return;
    }
    const error = domainError('VALIDATION_FAILED', `params: nested deeper than ${MAX_EJSON_DEPTH} levels`, { field: 'params' });
    this.#session.refuse(failure.msg as 'method' | 'sub', failure.id as string, error);
  }

  /** A top-level `error`; the offending message (never undefined once parsed) is echoed when it can be printed. */
  #sendError(reason: string, offendingMessage?: unknown): void {
    const sent = offendingMessage === undefined ? false : this.#send({ msg: 'error', reason, offendingMessage });
    if (!sent) this.#send({ msg: 'error', reason });
  }

  /**
   * Encodes and writes one message; false only when it has no JSON form.
   * A client that stops reading while we write is cut off at the backlog
   * limit rather than buffered without end.
   */
  #send(message: object): boolean {
    const text = stringifyEjson(message);
    if (text.isErr()) return false;
    if (this.#socket.readyState !== WebSocket.OPEN) return true;
    this.#corkForThisTurn();
    this.#socket.send(text.value);
    if (this.#socket.bufferedAmount > this.#options.maxBufferedBytes) {
      this.#options.logger.warn({ connectionId: this.info.connectionId }, 'DDP client does not read; connection dropped');
      this.terminate();
    }
    return true;
  }

  /**
   * The frames sent to one client in one turn of the event loop (a method's
   * `added` and `updated`, a burst of changes) leave in one write: each
   * write is a system call that also wakes the reader, and under load they
   * were the servers' largest cost.
   */
  #corkForThisTurn(): void {
    if (this.#corked) return;
    const tcp = tcpOf(this.#socket);
    if (tcp === undefined) return;
    this.#corked = true;
    tcp.cork();
    setImmediate(() => {
      this.#corked = false;
      tcp.uncork();
    });
  }
}

/** ws keeps its TCP socket in `_socket` (ws 8); it has no cork of its own. */
function tcpOf(socket: WebSocket): Socket | undefined {
  return (socket as unknown as { _socket?: Socket })._socket;
}

/** DDP travels in text frames; a binary frame is read as UTF-8 text too, as lenient clients may send one. */
function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}
