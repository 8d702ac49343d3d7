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
