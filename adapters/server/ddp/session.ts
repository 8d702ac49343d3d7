import { domainError, type DomainError } from '../../../domain/index.ts';
import { toSessionMessage, type Envelope, type SubMessage } from './client-messages.ts';
import type { ConnectionInfo, MethodContext } from './handlers.ts';
import { MergeBox } from './merge-box.ts';
import { MessageQueue } from './message-queue.ts';
import { runMethodCall } from './method-call.ts';
import { subscriptionNotFound, toMeteorError } from './meteor-error.ts';
import type { ResolvedDdpOptions } from './options.ts';
import { Subscription } from './subscription.ts';

/** What a session needs from the socket it lives on and from the server that tracks users. */
export interface SessionTransport {
  /** Sends a message; false when it has no JSON form. */
  send(message: object): boolean;
  /** Closes the socket (the session is torn down by the caller's close path). */
  close(code: number, reason: string): void;
  /** The session's user changed; the server re-indexes it for `closeSessionsOf`. */
  userChanged(previous: string | null, next: string | null): void;
}

/**
 * A DDP session after `connected`: heartbeats are answered at once, while
 * methods, subscriptions and unsubscriptions run one at a time through the
 * connection's queue, in the client's order.
 */
export class DdpSession {
  readonly info: ConnectionInfo;
  readonly #options: ResolvedDdpOptions;
  readonly #transport: SessionTransport;
  readonly #queue: MessageQueue;
  readonly #mergeBox = new MergeBox();
  readonly #subscriptions = new Map<string, Subscription>();
  readonly #closeCallbacks: (() => void)[] = [];
  #userId: string | null = null;
  #closed = false;

  constructor(info: ConnectionInfo, options: ResolvedDdpOptions, transport: SessionTransport) {
    this.info = info;
    this.#options = options;
    this.#transport = transport;
    this.#queue = new MessageQueue(options.maxPendingMessages, (cause) => {
      options.logger.error({ err: cause, connectionId: info.connectionId }, 'DDP message task failed');
    });
  }

  /** The user logged in on this session, or null. */
  get userId(): string | null {
    return this.#userId;
  }

  /** Handles one message of an established session. */
  receive(envelope: Envelope): void {
    if (this.#closed) return;
    const message = toSessionMessage(envelope);
    switch (message.msg) {
      case 'ping':
        this.#transport.send(message.id === undefined ? { msg: 'pong' } : { msg: 'pong', id: message.id });
        return;
      case 'pong':
        return;
      case 'connect':
        this.sendError('Already connected', envelope);
        return;
      case 'invalid':
        this.sendError(message.reason, envelope);
        return;
      case 'method':
        this.#enqueue((unblock) =>
          runMethodCall(
            {
              methods: this.#options.methods,
              flush: this.#options.flush,
              logger: this.#options.logger,
              connectionId: this.info.connectionId,
              context: (release) => this.#methodContext(release),
              send: (out) => this.#transport.send(out),
            },
            message,
            unblock,
          ),
        );
        return;
      case 'sub':
        this.#enqueue(() => this.#subscribe(message));
        return;
      case 'unsub':
        this.#enqueue(() => {
          this.#unsubscribe(message.id);
          return Promise.resolve();
        });
        return;
    }
  }

  /**
   * A top-level `error` message. The offending message is echoed as DDP.md
   * asks, unless it has no JSON form (a frame nested too deep to print).
   */
  sendError(reason: string, offendingMessage: unknown): void {
    if (!this.#transport.send({ msg: 'error', reason, offendingMessage })) this.#transport.send({ msg: 'error', reason });
  }

  /**
   * Answers a method call or subscription the server could not read (its
   * params nested too deep) with `error` under the client's id, in turn
   * with the connection's other messages, so the client's call settles.
   */
  refuse(kind: 'method' | 'sub', id: string, error: DomainError): void {
    const wire = toMeteorError(error);
    this.#enqueue(() => {
      if (kind === 'sub') this.#transport.send({ msg: 'nosub', id, error: wire });
      else {
        this.#transport.send({ msg: 'result', id, error: wire });
        this.#transport.send({ msg: 'updated', methods: [id] });
      }
      return Promise.resolve();
    });
  }

  /** Tears the session down after its socket closed: subscriptions stop silently, close callbacks run once. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#queue.close();
    for (const subscription of [...this.#subscriptions.values()]) subscription.deactivate();
    for (const callback of this.#closeCallbacks.splice(0)) this.#runCloseCallback(callback);
    if (this.#userId !== null) this.#transport.userChanged(this.#userId, null);
  }

  #enqueue(task: (unblock: () => void) => Promise<void>): void {
    if (!this.#queue.push(task)) this.#transport.close(1008, 'Too many pending messages');
  }

  async #subscribe(message: SubMessage): Promise<void> {
    if (this.#closed || this.#subscriptions.has(message.id)) return;
    const handler = this.#options.publications.get(message.name);
    if (handler === undefined) {
      this.#transport.send({ msg: 'nosub', id: message.id, error: subscriptionNotFound(message.name) });
      return;
    }
    if (this.#subscriptions.size >= this.#options.maxSubscriptions) {
      const error = toMeteorError(domainError('RATE_LIMITED', `At most ${this.#options.maxSubscriptions} subscriptions per connection`));
      this.#transport.send({ msg: 'nosub', id: message.id, error });
      return;
    }
    const subscription = new Subscription(
      {
        info: this.info,
        mergeBox: this.#mergeBox,
        logger: this.#options.logger,
        userId: () => this.#userId,
        send: (out) => {
          if (!this.#closed) this.#sendData(out);
        },
        ended: (ended) => {
          if (this.#subscriptions.get(ended.id) === ended) this.#subscriptions.delete(ended.id);
        },
      },
      message.id,
      message.name,
    );
    this.#subscriptions.set(message.id, subscription);
    await subscription.run(handler, message.params);
  }

  /** Data a publication produced; one with no JSON form is a bug in that publication and is dropped. */
  #sendData(message: object): void {
    if (!this.#transport.send(message)) {
      this.#options.logger.error({ connectionId: this.info.connectionId }, 'DDP publication sent a value with no JSON form');
    }
  }

  /** DDP answers `nosub` even for an id it does not know, so a client can always settle its state. */
  #unsubscribe(id: string): void {
    const subscription = this.#subscriptions.get(id);
    if (subscription === undefined) this.#transport.send({ msg: 'nosub', id });
    else subscription.stop();
  }

  #setUserId(userId: string | null): void {
    if (this.#closed || userId === this.#userId) return;
    const previous = this.#userId;
    this.#userId = userId;
    this.#transport.userChanged(previous, userId);
  }

  #methodContext(unblock: () => void): MethodContext {
    const currentUser = (): string | null => this.#userId;
    return {
      ...this.info,
      get userId(): string | null {
        return currentUser();
      },
      setUserId: (userId: string | null): void => {
        this.#setUserId(userId);
      },
      onClose: (callback: () => void): void => {
        if (this.#closed) this.#runCloseCallback(callback);
        else this.#closeCallbacks.push(callback);
      },
      unblock,
    };
  }

  #runCloseCallback(callback: () => void): void {
    try {
      callback();
    } catch (cause) {
      this.#options.logger.error({ err: cause, connectionId: this.info.connectionId }, 'DDP onClose callback failed');
    }
  }
}
