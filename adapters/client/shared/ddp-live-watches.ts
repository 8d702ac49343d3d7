import type SimpleDDP from 'simpleddp';
import * as v from 'valibot';
import type { PublicationContract } from '../../../contracts/shared/index.ts';
import type { DomainError } from '../../../domain/index.ts';
import { domainErrorFromDdp } from './ddp-error.ts';

/** A publication's document as the browser holds it: the checked fields and the id that travelled beside them. */
export type LiveDocument<D extends v.GenericSchema> = v.InferOutput<D> & { readonly id: string };

type AnyPublication = PublicationContract<string, string, v.GenericSchema>;

interface Watch {
  readonly publication: AnyPublication;
  readonly onDocuments: (documents: readonly unknown[]) => void;
  /** The publication's arguments (`order` takes `{ orderId }`); none for the user's own feeds. */
  readonly params: readonly unknown[];
  /** Told when the server refuses the subscription (a `nosub` with an error: not the caller's order, bad params). */
  readonly onRefused: ((error: DomainError) => void) | undefined;
  subscriptionId: string | null;
  ready: boolean;
}

/**
 * The signed-in user's live publications (`myOrders`, `myBalances`) over one
 * simpleddp socket. Our publications read the connection's user when they
 * start, so a subscription made before sign-in would publish nothing: the
 * account channel calls `resubscribe` after every successful sign-in, and
 * `dropped` when the socket goes (the server ends its subscriptions with it).
 * Every change hands the whole collection on, each document checked against
 * the contract; one the contract refuses is left out rather than rendered.
 */
export class DdpLiveWatches {
  private readonly watches = new Map<string, Watch>();
  private signedIn = false;

  constructor(private readonly ddp: SimpleDDP) {
    ddp.on('ready', (message) => {
      const ids = Array.isArray(message['subs']) ? (message['subs'] as unknown[]) : [];
      for (const watch of this.watches.values()) {
        if (watch.subscriptionId !== null && ids.includes(watch.subscriptionId)) {
          watch.ready = true;
          this.deliver(watch);
        }
      }
    });
    // A refused subscription ends with `nosub` and its error instead of `ready`: say so, or the page would wait for ever.
    ddp.on('nosub', (message) => {
      if (message['error'] === undefined) return;
      for (const watch of this.watches.values()) {
        if (watch.subscriptionId !== null && watch.subscriptionId === message['id']) {
          watch.subscriptionId = null;
          watch.onRefused?.(domainErrorFromDdp(message['error']));
        }
      }
    });
  }

  /**
   * Starts (or restarts) following a publication; `onDocuments` gets the whole list once it is ready and after every change.
   * One watch per publication: following it with other `params` (another order) replaces the previous one.
   */
  watch<D extends v.GenericSchema>(
    publication: PublicationContract<string, string, D>,
    onDocuments: (documents: readonly LiveDocument<D>[]) => void,
    params: readonly unknown[] = [],
    onRefused?: (error: DomainError) => void,
  ): void {
    this.unwatch(publication.name);
    const watch: Watch = { publication, onDocuments: onDocuments as (documents: readonly unknown[]) => void, params, onRefused, subscriptionId: null, ready: false };
    this.watches.set(publication.name, watch);
    this.ddp.collection(publication.collection).onChange(() => {
      if (this.watches.get(publication.name) === watch && watch.ready) this.deliver(watch);
    });
    if (this.signedIn) this.subscribe(watch);
  }

  unwatch(name: string): void {
    const watch = this.watches.get(name);
    if (watch === undefined) return;
    this.watches.delete(name);
    if (watch.subscriptionId !== null && this.ddp.connected) this.ddp.ddpConnection.unsub(watch.subscriptionId);
  }

  /** The socket is signed in (again): every watch without a live subscription subscribes. */
  resubscribe(): void {
    this.signedIn = true;
    for (const watch of this.watches.values()) if (watch.subscriptionId === null) this.subscribe(watch);
  }

  /** The socket closed, or the user signed out: the server has ended the subscriptions. */
  dropped(): void {
    this.signedIn = false;
    for (const watch of this.watches.values()) {
      watch.subscriptionId = null;
      watch.ready = false;
    }
  }

  private subscribe(watch: Watch): void {
    watch.ready = false;
    watch.subscriptionId = this.ddp.ddpConnection.sub(watch.publication.name, [...watch.params]);
  }

  private deliver(watch: Watch): void {
    const documents = this.ddp
      .collection<{ readonly id: string }>(watch.publication.collection)
      .fetch()
      .flatMap((document) => {
        const parsed = v.safeParse(watch.publication.document, document);
        return parsed.success ? [{ ...(parsed.output as object), id: document.id }] : [];
      });
    watch.onDocuments(documents);
  }
}
