import type { DomainError } from '../../../domain/index.ts';
import type { ConnectionInfo, DocumentFields, PublicationContext, PublicationHandler } from './handlers.ts';
import type { DataMessage, MergeBox } from './merge-box.ts';
import { internalServerError, toMeteorError, type MeteorError } from './meteor-error.ts';
import type { DdpLogger } from './options.ts';

/** What a subscription needs from the session that owns it. */
export interface SubscriptionHost {
  readonly info: ConnectionInfo;
  readonly mergeBox: MergeBox;
  readonly logger: DdpLogger;
  userId(): string | null;
  send(message: DataMessage | { readonly msg: 'ready'; readonly subs: string[] } | NosubMessage): void;
  /** The subscription has ended and must be forgotten. */
  ended(subscription: Subscription): void;
}

/** The `nosub` message that ends a subscription, with the error that ended it if any. */
export interface NosubMessage {
  readonly msg: 'nosub';
  readonly id: string;
  readonly error?: MeteorError;
}

/**
 * One named subscription of a connection: runs its publication, routes the
 * documents it publishes through the connection's merge box, and ends in
 * exactly one way — unsub, server stop, error, or the connection closing —
 * running its stop callbacks once.
 */
export class Subscription {
  readonly id: string;
  readonly name: string;
  readonly #host: SubscriptionHost;
  readonly #stopCallbacks: (() => void | Promise<void>)[] = [];
  #active = true;
  #readySent = false;

  constructor(host: SubscriptionHost, id: string, name: string) {
    this.#host = host;
    this.id = id;
    this.name = name;
  }

  /** Runs the publication; resolves when its handler has, so the connection's queue can move on. */
  async run(handler: PublicationHandler, params: readonly unknown[]): Promise<void> {
    try {
      const outcome = await handler(this.#context(), params);
      if (!this.#active) return;
      if (outcome.isErr()) this.stop(toMeteorError(outcome.error));
      else this.#ready();
    } catch (cause) {
      this.#host.logger.error({ err: cause, publication: this.name, connectionId: this.#host.info.connectionId }, 'DDP publication threw');
      if (this.#active) this.stop(internalServerError());
    }
  }

  /** Ends the subscription with the client still there: its documents go, then `nosub`. */
  stop(error?: MeteorError): void {
    if (!this.#active) return;
    for (const message of this.#host.mergeBox.removeSubscription(this.id)) this.#host.send(message);
    this.#host.send(error === undefined ? { msg: 'nosub', id: this.id } : { msg: 'nosub', id: this.id, error });
    this.deactivate();
  }

  /** Ends the subscription silently (the connection is gone); only the stop callbacks run. */
  deactivate(): void {
    if (!this.#active) return;
    this.#active = false;
    this.#host.ended(this);
    const callbacks = this.#stopCallbacks.splice(0);
    for (const callback of callbacks) this.#runStopCallback(callback);
  }

  #ready(): void {
    if (!this.#active || this.#readySent) return;
    this.#readySent = true;
    this.#host.send({ msg: 'ready', subs: [this.id] });
  }

  #publish(message: DataMessage | null): void {
    if (message !== null) this.#host.send(message);
  }

  #runStopCallback(callback: () => void | Promise<void>): void {
    const report = (cause: unknown): void => {
      this.#host.logger.error({ err: cause, publication: this.name, connectionId: this.#host.info.connectionId }, 'DDP onStop callback failed');
    };
    try {
      const result = callback();
      if (result instanceof Promise) result.catch(report);
    } catch (cause) {
      report(cause);
    }
  }

  #context(): PublicationContext {
    const isActive = (): boolean => this.#active;
    const host = this.#host;
    const { connectionId, clientAddress, httpHeaders } = host.info;
    return {
      connectionId,
      clientAddress,
      httpHeaders,
      subscriptionId: this.id,
      get userId(): string | null {
        return host.userId();
      },
      get active(): boolean {
        return isActive();
      },
      added: (collection: string, id: string, fields: DocumentFields): void => {
        if (this.#active) this.#publish(host.mergeBox.added(this.id, collection, id, fields));
      },
      changed: (collection: string, id: string, fields: DocumentFields, cleared?: readonly string[]): void => {
        if (!this.#active) return;
        if (!host.mergeBox.holds(this.id, collection, id)) {
          host.logger.warn({ publication: this.name, collection, id }, 'DDP publication changed a document it never added');
          return;
        }
        this.#publish(host.mergeBox.changed(this.id, collection, id, fields, cleared));
      },
      removed: (collection: string, id: string): void => {
        if (this.#active) this.#publish(host.mergeBox.removed(this.id, collection, id));
      },
      ready: (): void => {
        this.#ready();
      },
      onStop: (callback: () => void | Promise<void>): void => {
        if (this.#active) this.#stopCallbacks.push(callback);
        else this.#runStopCallback(callback);
      },
      stop: (): void => {
        this.stop();
      },
      error: (error: DomainError): void => {
        this.stop(toMeteorError(error));
      },
    };
  }
}
