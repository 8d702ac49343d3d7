import type { DocumentFields } from './handlers.ts';
import { ejsonEquals } from './ejson.ts';

/**
 * The per-connection merge box of DDP ("overlapping subscriptions cause the
 * server to send the union"): the client keeps one document per
 * collection and id, however many subscriptions publish it. Each field keeps
 * a list of the subscriptions that set it; the first one's value is what the
 * client sees, and when that subscription lets go the next value shows. A
 * document leaves the client only when its last subscription removes it.
 *
 * The box is pure bookkeeping: each operation returns the data message to
 * send, or null when the client's view does not change.
 */

/** A data message for the client, in DDP's wire shape (before EJSON encoding). */
export type DataMessage =
  | { readonly msg: 'added'; readonly collection: string; readonly id: string; readonly fields: Record<string, unknown> }
  | {
      readonly msg: 'changed';
      readonly collection: string;
      readonly id: string;
      readonly fields?: Record<string, unknown>;
      readonly cleared?: string[];
    }
  | { readonly msg: 'removed'; readonly collection: string; readonly id: string };

interface FieldClaim {
  readonly subscriptionId: string;
  value: unknown;
}

interface DocumentView {
  readonly holders: Set<string>;
  /** Per field, the claims in precedence order; the head is visible. */
  readonly fields: Map<string, FieldClaim[]>;
}

/** Visible changes collected while one operation runs. */
interface Changes {
  readonly fields: Record<string, unknown>;
  readonly cleared: string[];
}

/** One connection's view of every published document; see the module comment. */
export class MergeBox {
  readonly #collections = new Map<string, Map<string, DocumentView>>();
  /** For each subscription, the documents it holds, so `unsub` finds them without a scan. */
  readonly #held = new Map<string, Map<string, Set<string>>>();

  /** True when `subscriptionId` has put this document in and not removed it. */
  holds(subscriptionId: string, collection: string, id: string): boolean {
    return this.#held.get(subscriptionId)?.get(collection)?.has(id) ?? false;
  }

  /** The number of documents the client currently has, for limits and tests. */
  documentCount(): number {
    let count = 0;
    for (const documents of this.#collections.values()) count += documents.size;
    return count;
  }

  /** A subscription publishes a document (or publishes it again, which sets the given fields). */
  added(subscriptionId: string, collection: string, id: string, fields: DocumentFields): DataMessage | null {
    const documents = this.#documentsOf(collection);
    const view = documents.get(id);
    this.#hold(subscriptionId, collection, id);
    if (view === undefined) {
      const created: DocumentView = { holders: new Set([subscriptionId]), fields: new Map() };
      const visible = emptyFields();
      for (const [name, value] of Object.entries(fields)) {
        if (value === undefined) continue;
        created.fields.set(name, [{ subscriptionId, value }]);
        visible[name] = value;
      }
      documents.set(id, created);
      return { msg: 'added', collection, id, fields: visible };
    }
    view.holders.add(subscriptionId);
    const changes = noChanges();
    for (const [name, value] of Object.entries(fields)) {
      if (value !== undefined) setClaim(view, subscriptionId, name, value, changes);
    }
    return changedMessage(collection, id, changes);
  }

  /** A subscription changes fields of a document it holds; ignored (null) for one it does not hold. */
  changed(
    subscriptionId: string,
    collection: string,
    id: string,
    fields: DocumentFields,
    cleared: readonly string[] = [],
  ): DataMessage | null {
    const view = this.#collections.get(collection)?.get(id);
    if (view === undefined || !this.holds(subscriptionId, collection, id)) return null;
    const changes = noChanges();
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined) dropClaim(view, subscriptionId, name, changes);
      else setClaim(view, subscriptionId, name, value, changes);
    }
    for (const name of cleared) dropClaim(view, subscriptionId, name, changes);
    return changedMessage(collection, id, changes);
  }

  /** A subscription lets go of a document; the client loses it only if no other subscription holds it. */
  removed(subscriptionId: string, collection: string, id: string): DataMessage | null {
    const documents = this.#collections.get(collection);
    const view = documents?.get(id);
    if (documents === undefined || view === undefined || !this.holds(subscriptionId, collection, id)) return null;
    this.#release(subscriptionId, collection, id);
    view.holders.delete(subscriptionId);
    if (view.holders.size === 0) {
      documents.delete(id);
      if (documents.size === 0) this.#collections.delete(collection);
      return { msg: 'removed', collection, id };
    }
    const changes = noChanges();
    for (const name of [...view.fields.keys()]) dropClaim(view, subscriptionId, name, changes);
    return changedMessage(collection, id, changes);
  }

  /** A subscription ends: every document it held is removed from it, in one batch of messages. */
  removeSubscription(subscriptionId: string): DataMessage[] {
    const held = this.#held.get(subscriptionId);
    if (held === undefined) return [];
    const messages: DataMessage[] = [];
    for (const [collection, ids] of [...held.entries()]) {
      for (const id of [...ids]) {
        const message = this.removed(subscriptionId, collection, id);
        if (message !== null) messages.push(message);
      }
    }
    this.#held.delete(subscriptionId);
    return messages;
  }

  #documentsOf(collection: string): Map<string, DocumentView> {
    let documents = this.#collections.get(collection);
    if (documents === undefined) {
      documents = new Map();
      this.#collections.set(collection, documents);
    }
    return documents;
  }

  #hold(subscriptionId: string, collection: string, id: string): void {
    let collections = this.#held.get(subscriptionId);
    if (collections === undefined) {
      collections = new Map();
      this.#held.set(subscriptionId, collections);
    }
    let ids = collections.get(collection);
    if (ids === undefined) {
      ids = new Set();
      collections.set(collection, ids);
    }
    ids.add(id);
  }

  #release(subscriptionId: string, collection: string, id: string): void {
    const collections = this.#held.get(subscriptionId);
    const ids = collections?.get(collection);
    if (collections === undefined || ids === undefined) return;
    ids.delete(id);
    if (ids.size === 0) collections.delete(collection);
    if (collections.size === 0) this.#held.delete(subscriptionId);
  }
}

function setClaim(view: DocumentView, subscriptionId: string, name: string, value: unknown, changes: Changes): void {
  const claims = view.fields.get(name);
  if (claims === undefined) {
    view.fields.set(name, [{ subscriptionId, value }]);
    showValue(changes, name, value);
    return;
  }
  const index = claims.findIndex((claim) => claim.subscriptionId === subscriptionId);
  const own = claims[index];
  if (own === undefined) {
    claims.push({ subscriptionId, value });
    return;
  }
  if (index === 0 && !ejsonEquals(own.value, value)) showValue(changes, name, value);
  own.value = value;
}

function dropClaim(view: DocumentView, subscriptionId: string, name: string, changes: Changes): void {
  const claims = view.fields.get(name);
  if (claims === undefined) return;
  const index = claims.findIndex((claim) => claim.subscriptionId === subscriptionId);
  const own = claims[index];
  if (own === undefined) return;
  claims.splice(index, 1);
  if (index !== 0) return;
  const next = claims[0];
  if (next === undefined) {
    view.fields.delete(name);
    Reflect.deleteProperty(changes.fields, name);
    if (!changes.cleared.includes(name)) changes.cleared.push(name);
  } else if (!ejsonEquals(own.value, next.value)) {
    showValue(changes, name, next.value);
  }
}

/**
 * Field maps without a prototype: field names come from data (possibly typed
 * by users), and a field called `__proto__` must stay a field.
 */
function emptyFields(): Record<string, unknown> {
  return Object.create(null) as Record<string, unknown>;
}

function noChanges(): Changes {
  return { fields: emptyFields(), cleared: [] };
}

function showValue(changes: Changes, name: string, value: unknown): void {
  changes.fields[name] = value;
  const wasCleared = changes.cleared.indexOf(name);
  if (wasCleared !== -1) changes.cleared.splice(wasCleared, 1);
}

function changedMessage(collection: string, id: string, changes: Changes): DataMessage | null {
  const hasFields = Object.keys(changes.fields).length > 0;
  const hasCleared = changes.cleared.length > 0;
  if (!hasFields && !hasCleared) return null;
  return {
    msg: 'changed',
    collection,
    id,
    ...(hasFields ? { fields: changes.fields } : {}),
    ...(hasCleared ? { cleared: changes.cleared } : {}),
  };
}
