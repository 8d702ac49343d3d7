import { typingChange, typingMarkOf, type TypingMarks } from '../../../application/messaging/index.ts';
import type { ChangeFeed } from '../../../application/shared/ports/index.ts';

/** Past this many marks, the expired ones are dropped on the next write. */
const PRUNE_AT = 10_000;

/**
 * Typing marks in this process's memory, shared with the other processes through the change feed
 * (LISTEN/NOTIFY or Redis): a mark is published as a change, and every process (this one included)
 * keeps the marks it hears. No row, no transaction, no outbox: a mark is worthless after 5 s.
 */
export class FeedTypingMarks implements TypingMarks {
  private readonly marks = new Map<string, number>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly now: () => number = Date.now,
  ) {
    feed.subscribe((change) => {
      const mark = typingMarkOf(change);
      if (mark !== undefined) this.keep(mark.conversationId, mark.userId, mark.until.getTime());
    });
  }

  async set(mark: { readonly conversationId: string; readonly userId: string; readonly until: Date; readonly tell: readonly string[] }): Promise<void> {
    this.keep(mark.conversationId, mark.userId, mark.until.getTime());
    await this.feed.publish(typingChange(mark));
  }

  until(conversationId: string, userId: string): Date | null {
    const until = this.marks.get(`${conversationId}\u0000${userId}`);
    return until === undefined ? null : new Date(until);
  }

  private keep(conversationId: string, userId: string, until: number): void {
    if (this.marks.size >= PRUNE_AT) {
      const now = this.now();
      for (const [key, at] of this.marks) if (at < now) this.marks.delete(key);
    }
    const key = `${conversationId}\u0000${userId}`;
    this.marks.set(key, Math.max(until, this.marks.get(key) ?? 0));
  }
}
