import type { MessageBatchStore, MessageRecord } from './ports/index.ts';

interface Waiting {
  readonly conversationId: string;
  readonly after: number;
  readonly resolve: (records: readonly MessageRecord[]) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * The reads of live `messages` subscriptions gathered per turn of the event
 * loop: every subscription that asks "what came after number n" in one turn
 * is answered by one statement (a message used to cost one read per
 * subscription per process; a thousand readers made it a thousand reads).
 * Reads never wait for each other: each turn's batch runs on its own.
 */
export class TailReads {
  private waiting: Waiting[] = [];

  constructor(
    private readonly store: Pick<MessageBatchStore, 'messagesAfterMany'>,
    private readonly limit: number,
  ) {}

  read(conversationId: string, after: number): Promise<readonly MessageRecord[]> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => void this.run());
      this.waiting.push({ conversationId, after, resolve, reject });
    });
  }

  private async run(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    const asked = new Map<string, { readonly conversationId: string; readonly after: number }>();
    for (const w of batch) asked.set(`${w.conversationId}\u0000${w.after}`, { conversationId: w.conversationId, after: w.after });
    try {
      const rows = await this.store.messagesAfterMany([...asked.values()], this.limit);
      const byConversation = new Map<string, MessageRecord[]>();
      for (const row of rows) {
        const list = byConversation.get(row.conversationId) ?? [];
        list.push(row);
        byConversation.set(row.conversationId, list);
      }
      for (const list of byConversation.values()) list.sort((a, b) => a.seq - b.seq);
      for (const w of batch) {
        const seen = new Set<number>();
        const mine = (byConversation.get(w.conversationId) ?? []).filter((m) => m.seq > w.after && !seen.has(m.seq) && seen.add(m.seq));
        w.resolve(mine.slice(0, this.limit));
      }
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
  }
}
