import { err, ok, type Result } from 'neverthrow';
import { counterpartOf, domainError, isMember, type DomainError } from '../../domain/index.ts';
import type { Outbox, Scheduler, TimerRequest, UnitOfWork } from '../shared/ports/index.ts';
import type { ConversationControlsStore, ConversationRecord, MessageBatchStore, MessageFileRef, MessageRecord } from './ports/index.ts';
import { unreadReminderAt } from './unread-reminder.ts';

/** A send whose sender, body and attachments are checked: what is left is to write it. */
export interface CheckedSend {
  readonly userId: string;
  readonly conversationId: string;
  readonly body: string;
  readonly clientId: string;
  readonly attachments: readonly string[];
  readonly files: readonly MessageFileRef[];
  readonly createdAt: Date;
}

type Outcome = Result<MessageRecord, DomainError>;
interface Waiting {
  readonly send: CheckedSend;
  readonly settle: (outcome: Outcome) => void;
  readonly fail: (error: unknown) => void;
}

/** Most sends written by one transaction, and most transactions of sends at once (the next batch gathers while these commit). */
const BATCH_LIMIT = 500;
const CONCURRENT_BATCHES = 2;

export const blocked = () => err(domainError('USER_BLOCKED', 'You cannot write to this user', { field: 'userId' }));
export const notFound = () => err(domainError('CONVERSATION_NOT_FOUND', 'Conversation not found', { field: 'conversationId' }));
const reused = () => err(domainError('IDEMPOTENCY_KEY_REUSED', 'This client id was used for another message', { field: 'clientId' }));

/**
 * Group commit of sends: the messages sent while a batch is being written
 * are written together by the next one, in one transaction of a fixed
 * handful of statements (conversations, blocks, earlier sends with the same
 * client ids, numbering, reminders, outbox), and each sender is answered once
 * that transaction has committed: a message is stored before it is
 * acknowledged, as with one transaction each. Sends never wait for a batch
 * that waits for them: a batch runs on its own, outside any caller's unit of
 * work, and callers inside one do not come here (see Messaging.post).
 * Should a batch fail as a whole, its sends are written again one per
 * transaction, so one bad send fails alone.
 */
export class GroupedSends {
  private readonly queue: Waiting[] = [];
  private running = 0;

  constructor(
    private readonly deps: {
      readonly batches: MessageBatchStore;
      readonly uow: UnitOfWork;
      readonly outbox: Outbox;
      readonly announce: (conversations: readonly ConversationRecord[]) => Promise<void>;
      readonly scheduler?: Scheduler;
      readonly blocks?: Pick<ConversationControlsStore, 'blockedAmong'>;
    },
  ) {}

  send(send: CheckedSend): Promise<Outcome> {
    return new Promise((settle, fail) => {
      this.queue.push({ send, settle, fail });
      this.pump();
    });
  }

  private pump(): void {
    if (this.running >= CONCURRENT_BATCHES || this.queue.length === 0) return;
    this.running += 1;
    // A turn later, so that the sends arriving together are written together.
    setImmediate(() => {
      const batch = this.queue.splice(0, BATCH_LIMIT);
      void this.writeOrSplit(batch).finally(() => {
        this.running -= 1;
        this.pump();
      });
    });
  }

  private async writeOrSplit(batch: readonly Waiting[], attempt = 1): Promise<void> {
    if (batch.length === 0) return;
    try {
      const outcomes = await this.write(batch.map((w) => w.send));
      batch.forEach((w, i) => w.settle(outcomes[i] ?? notFound()));
    } catch (error) {
      if (batch.length > 1) {
        for (const w of batch) await this.writeOrSplit([w]);
        return;
      }
      // Once more alone: the same client id sent through another connection (or process) at the same moment
      // fails this one at the unique index, and the second try finds that message and answers it.
      if (attempt === 1) return this.writeOrSplit(batch, 2);
      // Then the send's own failure (a bug, a lost connection) is its caller's, as it was with a transaction of its own.
      batch[0]?.fail(error);
    }
  }

  /** One transaction for the batch; the outcomes in the order of the sends. */
  private async write(sends: readonly CheckedSend[]): Promise<readonly Outcome[]> {
    const outcomes: Outcome[] = [];
    await this.deps.uow.run(async () => {
      const { batches } = this.deps;
      const found = new Map((await batches.findMany([...new Set(sends.map((s) => s.conversationId))])).map((c) => [c.id, c] as const));
      const pairs = new Map<string, readonly [string, string]>();
      for (const s of sends) {
        const c = found.get(s.conversationId);
        const other = c === undefined || !isMember(c, s.userId) ? undefined : counterpartOf(c, s.userId);
        if (other !== undefined) pairs.set(`${s.userId}\u0000${other}`, [s.userId, other]);
      }
      const blockedPairs = new Set((await (this.deps.blocks?.blockedAmong([...pairs.values()]) ?? Promise.resolve([]))).map(([a, b]) => `${a}\u0000${b}`));
      const earlier = new Map<string, MessageRecord>((await batches.sentWithMany(sends.map((s) => ({ senderId: s.userId, clientId: s.clientId })))).map((m) => [`${m.senderId ?? ''}\u0000${m.clientId}`, m]));
      // Which sends are new; a repeat within the batch answers what its first copy gets.
      const fresh: CheckedSend[] = [];
      const firstOf = new Map<string, CheckedSend>();
      const plan = sends.map((s): Outcome | CheckedSend => {
        const c = found.get(s.conversationId);
        if (c === undefined || !isMember(c, s.userId)) return notFound();
        const other = counterpartOf(c, s.userId);
        if (other !== undefined && blockedPairs.has(`${s.userId}\u0000${other}`)) return blocked();
        const key = `${s.userId}\u0000${s.clientId}`;
        const again = earlier.get(key);
        if (again !== undefined) return again.conversationId === c.id ? ok(again) : reused();
        const first = firstOf.get(key);
        if (first !== undefined) return first.conversationId === s.conversationId ? first : reused();
        firstOf.set(key, s);
        fresh.push(s);
        return s;
      });
      const stored = await batches.appendMany(
        fresh.map((s) => {
          const kind = counterpartOf(found.get(s.conversationId) as ConversationRecord, s.userId) === undefined ? 'staff' : 'text';
          return { conversationId: s.conversationId, senderId: s.userId, kind, body: s.body, attachments: s.attachments, files: s.files, clientId: s.clientId, createdAt: s.createdAt };
        }),
      );
      const byFirst = new Map(fresh.map((s, i) => [s, stored[i]] as const));
      // The parties are reminded of what they leave unread; staff follow their dispute queue instead.
      const reminders: TimerRequest[] = [];
      for (const m of stored) {
        const c = found.get(m.conversationId) as ConversationRecord;
        for (const party of [c.userA, c.userB]) if (party !== m.senderId) reminders.push(unreadReminderAt(c.id, party, m.createdAt));
      }
      await this.deps.scheduler?.scheduleAll(reminders);
      await this.deps.announce([...new Set(stored.map((m) => m.conversationId))].map((id) => found.get(id) as ConversationRecord));
      for (const p of plan) {
        const record = 'isOk' in p ? undefined : byFirst.get(p);
        outcomes.push('isOk' in p ? p : record === undefined ? notFound() : ok(record));
      }
      return ok(undefined);
    });
    return outcomes;
  }
}
