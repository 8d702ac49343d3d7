import type { Change } from '../../../application/shared/ports/index.ts';

/** NOTIFY refuses payloads of 8,000 bytes or more; a batch is cut well below (ids are ASCII, so characters are bytes). */
const MAX_PAYLOAD_CHARS = 7_000;

/** A change as it travels between processes: its own fields and the sending process, so a process can skip its own. */
export function encodeRemoteChange(origin: string, change: Change): string {
  // Only the change's own fields travel: a caller's extra properties must not reach other processes.
  return JSON.stringify({ origin, collection: change.collection, id: change.id });
}

/**
 * Several changes in as few payloads as fit: `{ origin, changes: [[collection, id], ...] }`.
 * One NOTIFY (or PUBLISH) per batch instead of one per change is what lets
 * the fan-out keep up with thousands of messages a second.
 */
export function encodeRemoteChanges(origin: string, changes: readonly Change[]): string[] {
  const payloads: string[] = [];
  const head = JSON.stringify(origin).length + 24;
  let batch: [string, string][] = [];
  let size = head;
  for (const change of changes) {
    const entry: [string, string] = [change.collection, change.id];
    const cost = JSON.stringify(entry).length + 1;
    if (batch.length > 0 && size + cost > MAX_PAYLOAD_CHARS) {
      payloads.push(JSON.stringify({ origin, changes: batch }));
      batch = [];
      size = head;
    }
    batch.push(entry);
    size += cost;
  }
  if (batch.length > 0) payloads.push(JSON.stringify({ origin, changes: batch }));
  return payloads;
}

const isChange = (collection: unknown, id: unknown): boolean => typeof collection === 'string' && collection !== '' && typeof id === 'string' && id !== '';

/** The changes another process sent (one or a batch), none for our own or for a payload that holds no change (throws on bad JSON). */
export function decodeRemoteChanges(payload: string, ownOrigin: string): Change[] {
  const parsed = JSON.parse(payload) as { origin?: unknown; collection?: unknown; id?: unknown; changes?: unknown };
  if (parsed.origin === ownOrigin) return [];
  if (Array.isArray(parsed.changes)) {
    const changes: Change[] = [];
    for (const entry of parsed.changes as unknown[]) {
      if (Array.isArray(entry) && isChange(entry[0], entry[1])) changes.push({ collection: entry[0] as string, id: entry[1] as string });
    }
    return changes;
  }
  const { collection, id } = parsed;
  return isChange(collection, id) ? [{ collection: collection as string, id: id as string }] : [];
}

/** The change another process sent, or undefined for one of ours or a payload that is no single change (throws on bad JSON). */
export function decodeRemoteChange(payload: string, ownOrigin: string): Change | undefined {
  const parsed = JSON.parse(payload) as { changes?: unknown };
  if (parsed.changes !== undefined) return undefined;
  return decodeRemoteChanges(payload, ownOrigin)[0];
}

/**
 * Collects the changes published during one turn of the event loop and
 * sends them together; each publisher's promise settles when its batch has
 * gone out (or failed to).
 */
export class RemoteBatcher {
  private queued: Change[] = [];
  private sent: Promise<void> | undefined;

  constructor(private readonly send: (changes: readonly Change[]) => Promise<void>) {}

  add(change: Change): Promise<void> {
    this.queued.push(change);
    this.sent ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      const changes = this.queued;
      this.queued = [];
      this.sent = undefined;
      return this.send(changes);
    });
    return this.sent;
  }
}
