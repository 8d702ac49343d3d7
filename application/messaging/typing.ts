import type { Change } from '../shared/ports/index.ts';

/** The change-feed collection of typing marks: they travel as changes, never through the database or the outbox. */
export const TYPING_COLLECTION = 'typing';

export interface TypingMark {
  readonly conversationId: string;
  readonly userId: string;
  readonly until: Date;
  /** Whose inboxes show it. */
  readonly tell: readonly string[];
}

/** A typing mark as a change (its id carries the mark, since changes carry nothing else). */
export function typingChange(mark: TypingMark): Change {
  return { collection: TYPING_COLLECTION, id: JSON.stringify([mark.conversationId, mark.userId, mark.until.getTime(), mark.tell]) };
}

/** The mark a change carries; undefined for any other change or a malformed one. */
export function typingMarkOf(change: Change): TypingMark | undefined {
  if (change.collection !== TYPING_COLLECTION) return undefined;
  try {
    const [conversationId, userId, until, tell] = JSON.parse(change.id) as unknown[];
    if (typeof conversationId !== 'string' || typeof userId !== 'string' || typeof until !== 'number' || !Array.isArray(tell) || !tell.every((t) => typeof t === 'string')) return undefined;
    return { conversationId, userId, until: new Date(until), tell: tell as string[] };
  } catch {
    return undefined;
  }
}
