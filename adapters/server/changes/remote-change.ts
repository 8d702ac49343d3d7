import type { Change } from '../../../application/shared/ports/index.ts';

/** A change as it travels between processes: its own fields and the sending process, so a process can skip its own. */
export function encodeRemoteChange(origin: string, change: Change): string {
  // Only the change's own fields travel: a caller's extra properties must not reach other processes.
  return JSON.stringify({ origin, collection: change.collection, id: change.id });
}

/** The change another process sent, or undefined for one of ours or a payload that is no change (throws on bad JSON). */
export function decodeRemoteChange(payload: string, ownOrigin: string): Change | undefined {
  const parsed = JSON.parse(payload) as { origin?: unknown; collection?: unknown; id?: unknown };
  if (parsed.origin === ownOrigin) return undefined;
  const { collection, id } = parsed;
  if (typeof collection !== 'string' || collection === '' || typeof id !== 'string' || id === '') return undefined;
  return { collection, id };
}

/** The most bytes one batched payload holds: NOTIFY refuses payloads of 8,000 bytes or more. */
const BATCH_BYTES = 7_000;

/** Several changes as few payloads as fit (one NOTIFY or PUBLISH each instead of one per change). */
export function encodeRemoteBatches(origin: string, changes: readonly Change[]): string[] {
  const payloads: string[] = [];
  let batch: { collection: string; id: string }[] = [];
  let size = 0;
  const flush = () => {
    if (batch.length > 0) payloads.push(JSON.stringify({ origin, changes: batch }));
    batch = [];
    size = 0;
  };
  for (const change of changes) {
    const one = { collection: change.collection, id: change.id };
    const bytes = Buffer.byteLength(JSON.stringify(one)) + 1;
    if (size + bytes > BATCH_BYTES - 100) flush();
    batch.push(one);
    size += bytes;
  }
  flush();
  return payloads;
}

/** The changes another process sent, one or a batch; none for our own or a payload that is no change (throws on bad JSON). */
export function decodeRemoteChanges(payload: string, ownOrigin: string): Change[] {
  const parsed = JSON.parse(payload) as { origin?: unknown; changes?: unknown };
  if (parsed.origin === ownOrigin) return [];
  if (!Array.isArray(parsed.changes)) {
    const one = decodeRemoteChange(payload, ownOrigin);
    return one === undefined ? [] : [one];
  }
  return parsed.changes.flatMap((c: unknown) => {
    const { collection, id } = (c ?? {}) as { collection?: unknown; id?: unknown };
    return typeof collection === 'string' && collection !== '' && typeof id === 'string' && id !== '' ? [{ collection, id }] : [];
  });
}
