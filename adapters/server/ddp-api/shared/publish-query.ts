import type { Change, ChangeFeed } from '../../../../application/shared/ports/index.ts';
import { ejsonEquals, type PublicationContext } from '../../ddp/index.ts';

/** A live query: what to publish, and which changes may alter it. */
export interface QueryPublication<D extends { readonly id: string }> {
  /** The DDP collection the documents go to. */
  readonly collection: string;
  /** The documents now; run once, then again after every change `filter` lets through. */
  readonly query: () => Promise<readonly D[]>;
  readonly changes: ChangeFeed;
  /** True for a change that may alter the result (e.g. of this collection and one of these ids). */
  readonly filter: (change: Change) => boolean;
  /** Told each result once it has reached the client's merge box, the first one included. */
  readonly onPublished?: (documents: readonly D[]) => void;
}

type Fields = Record<string, unknown>;

/** A document's fields as DDP sends them: no `id`, and no field whose value is undefined. */
function fieldsOf(document: { readonly id: string }): Fields {
  const fields: Fields = Object.create(null) as Fields;
  for (const [name, value] of Object.entries(document)) if (name !== 'id' && value !== undefined) fields[name] = value;
  return fields;
}

/**
 * Publishes the result of a query and keeps it live: whenever the change
 * feed reports a change `filter` accepts, the query runs again and the
 * difference goes to the client — `added` for new documents, `changed` with
 * only the fields that differ (and `cleared` for those gone), `removed` for
 * documents no longer in the result. Reruns never overlap and changes heard
 * during one are folded into the next; the feed's listener resolves when its
 * rerun has been sent, so a method's `updated` follows the data it changed.
 * Resolves with the first result once it is sent; the subscription's stop
 * ends the listening.
 */
export async function publishQuery<D extends { readonly id: string }>(ctx: PublicationContext, spec: QueryPublication<D>): Promise<readonly D[]> {
  let shown = new Map<string, Fields>();

  const send = (documents: readonly D[]): void => {
    const next = new Map(documents.map((document) => [document.id, fieldsOf(document)] as const));
    for (const [id, fields] of next) {
      const before = shown.get(id);
      if (before === undefined) {
        ctx.added(spec.collection, id, fields);
        continue;
      }
      const changed: Fields = Object.create(null) as Fields;
      for (const [name, value] of Object.entries(fields)) if (!(name in before) || !ejsonEquals(before[name], value)) changed[name] = value;
      const cleared = Object.keys(before).filter((name) => !(name in fields));
      if (Object.keys(changed).length > 0 || cleared.length > 0) ctx.changed(spec.collection, id, changed, cleared);
    }
    for (const id of shown.keys()) if (!next.has(id)) ctx.removed(spec.collection, id);
    shown = next;
    spec.onPublished?.(documents);
  };

  // One run at a time, in order; `waiting` is the run queued but not started, which later changes join.
  let queue: Promise<unknown> = Promise.resolve();
  let waiting: Promise<void> | undefined;
  const rerun = (): Promise<void> => {
    if (waiting !== undefined) return waiting;
    const run = queue.then(async () => {
      waiting = undefined;
      if (ctx.active) send(await spec.query());
    });
    waiting = run;
    queue = run.catch(() => undefined);
    return run;
  };

  const unsubscribe = spec.changes.subscribe((change) => (spec.filter(change) ? rerun() : undefined));
  ctx.onStop(unsubscribe);
  const first = queue.then(async () => {
    const documents = await spec.query();
    send(documents);
    return documents;
  });
  queue = first.catch(() => undefined);
  try {
    return await first;
  } catch (error) {
    unsubscribe();
    throw error;
  }
}
