import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';

/**
 * The contracts between the DDP server and the code that serves methods and
 * publications. Handlers see EJSON-decoded params (Dates are Dates) and must
 * validate them: params come straight from a client.
 */

/** The document fields a publication sends; values are EJSON (JSON plus Date). */
export type DocumentFields = Readonly<Record<string, unknown>>;

/** What every handler may know about the DDP connection it serves. */
export interface ConnectionInfo {
  /** Also the DDP session id the client was given in `connected`. */
  readonly connectionId: string;
  /** The peer address, or the first X-Forwarded-For entry when the server trusts a proxy. */
  readonly clientAddress: string;
  /** The headers of the HTTP upgrade request (lower-case names), for user agent and language. */
  readonly httpHeaders: Readonly<Record<string, string>>;
}

/** The connection as a method sees it while it runs. */
export interface MethodContext extends ConnectionInfo {
  /** The user logged in on this connection now; null when anonymous. */
  readonly userId: string | null;
  /**
   * Logs the connection in (a user id) or out (null). Running subscriptions
   * are not re-run: publications that depend on the user read `userId` again
   * or are re-subscribed by the client after login.
   */
  setUserId(userId: string | null): void;
  /** Runs once when the connection closes; at once if it already has. */
  onClose(callback: () => void): void;
  /**
   * Lets the connection's next message start before this method finishes.
   * Without it, methods of one connection run one at a time, in order, as in
   * Meteor, so a client can rely on the order of its own calls.
   */
  unblock(): void;
}

/**
 * A DDP method. `ok(value)` answers with `result` (left out when undefined),
 * `err(domainError)` with a client-safe error; a throw or rejection is a bug
 * and reaches the client only as 500 'Internal server error'.
 */
export type MethodHandler = (ctx: MethodContext, params: readonly unknown[]) => Promise<Result<unknown, DomainError>>;

/** One subscription as its publication sees it. Every call after the subscription stopped is ignored. */
export interface PublicationContext extends ConnectionInfo {
  /** The user logged in on the connection now; null when anonymous. */
  readonly userId: string | null;
  /** The id the client chose for this subscription. */
  readonly subscriptionId: string;
  /** False once the client unsubscribed, the publication stopped or the connection closed. */
  readonly active: boolean;
  /** Puts a document into the client's view (again: its fields are merged). */
  added(collection: string, id: string, fields: DocumentFields): void;
  /** Sets fields (an `undefined` value clears the field) and clears the `cleared` names. */
  changed(collection: string, id: string, fields: DocumentFields, cleared?: readonly string[]): void;
  /** Takes a document out of this subscription; the client loses it when no other subscription holds it. */
  removed(collection: string, id: string): void;
  /** Marks the initial batch as sent; sent for the handler when it resolves `ok` without calling it. */
  ready(): void;
  /** Runs once when the subscription ends for any reason; at once if it already has. Release feeds here. */
  onStop(callback: () => void | Promise<void>): void;
  /** Ends the subscription from the server: its documents are removed and the client gets `nosub`. */
  stop(): void;
  /** Ends the subscription with an error the client sees in `nosub`. */
  error(error: DomainError): void;
}

/**
 * A publication. It sends its initial documents, registers what keeps them
 * live (with `onStop` to release it) and resolves; `ok` marks it ready if it
 * has not said so, `err` ends it with `nosub` carrying the error. Resolve
 * promptly: the connection's later messages wait for it, as in Meteor.
 */
export type PublicationHandler = (ctx: PublicationContext, params: readonly unknown[]) => Promise<Result<void, DomainError>>;
