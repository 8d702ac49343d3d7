import { err, ok, type Result } from 'neverthrow';
import { conversationPair, counterpartOf, domainError, isMember, messageBody, requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import { isPublicUser } from '../catalog/index.ts';
import type { ProductReader } from '../catalog/ports/index.ts';
import type { Clock, Outbox, Scheduler, UnitOfWork } from '../shared/ports/index.ts';
import type { ConversationControlsStore, ConversationRecord, ConversationSummary, MessageBatchStore, MessageFileRef, MessageRecord, MessagingStore, TypingMarks, UnreadReminders } from './ports/index.ts';
import { blocked, GroupedSends, notFound, type CheckedSend } from './grouped-sends.ts';
import { TailReads } from './tail-reads.ts';
import { unreadReminderAt } from './unread-reminder.ts';

type Answer<T> = Promise<Result<T, DomainError>>;

/** The change-feed collections live subscriptions follow: one conversation's messages, and one user's inbox. */
export const CONVERSATIONS_COLLECTION = 'conversations';
export const INBOX_COLLECTION = 'inbox';

/** How many messages one page of a conversation holds. */
export const MESSAGES_PAGE = 50;

type SendParams = { readonly conversationId: string; readonly body: string; readonly clientId: string; readonly attachments?: readonly string[] | undefined };

/**
 * Two-person conversations. Opening one with a user finds the pair's
 * conversation or starts it; a message gets the conversation's next number
 * under its row lock, so numbers have no gaps or repeats even when both
 * parties type at once, and a resend with the same client id answers the
 * message already stored. Every write announces the conversation and both
 * inboxes through the outbox, after commit.
 */
export class Messaging {
  constructor(
    private readonly deps: {
      readonly store: MessagingStore;
      readonly users: Pick<ProductReader, 'sellersByIds'>;
      readonly uow: UnitOfWork;
      readonly outbox: Outbox;
      readonly clock: Clock;
      readonly newId: () => string;
      /** Arms the unread-message e-mail; without it (and `reminders`) nobody is e-mailed. */
      readonly scheduler?: Scheduler;
      readonly reminders?: UnreadReminders;
      /** Who blocked whom; without it nobody is blocked. */
      readonly blocks?: Pick<ConversationControlsStore, 'blockedBetween' | 'blockedAmong'>;
      /** Where uploaded images are: an attachment must name one that is stored. */
      readonly images?: { has(key: string): Promise<boolean> };
      /** Typing marks (kept outside the database); without it nobody is shown typing. */
      readonly typing?: Pick<TypingMarks, 'until'>;
      /** Group commit of `post` and gathered reads of live subscriptions; without it every post is a `send` of its own. */
      readonly batches?: MessageBatchStore;
    },
  ) {
    const { batches, uow, outbox, scheduler, blocks } = deps;
    this.grouped =
      batches === undefined
        ? undefined
        : new GroupedSends({ batches, uow, outbox, ...(scheduler === undefined ? {} : { scheduler }), ...(blocks === undefined ? {} : { blocks }), announce: (cs) => announceMessages(outbox, cs) });
    this.tails = batches === undefined ? undefined : new TailReads(batches, MESSAGES_PAGE * 4);
  }

  private readonly grouped: GroupedSends | undefined;
  private readonly tails: TailReads | undefined;

  async open(actor: Actor, otherUserId: string): Answer<{ readonly conversationId: string }> {
    const user = requirePermission(actor, 'messages.use');
    if (user.isErr()) return err(user.error);
    const pair = conversationPair(user.value, otherUserId);
    if (pair.isErr()) return err(pair.error);
    const [other] = await this.deps.users.sellersByIds([otherUserId]);
    // A banned, removed or unknown user cannot be written to, and which of these is not said.
    if (other === undefined || !isPublicUser(other)) return err(domainError('NOT_FOUND', 'User not found', { field: 'userId' }));
    if ((await this.deps.blocks?.blockedBetween(user.value, otherUserId)) === true) return blocked();
    return this.deps.uow.run(async () => ok({ conversationId: (await this.deps.store.openPair(pair.value, this.deps.newId(), this.deps.clock.now())).id }));
  }

  /**
   * A message written in the caller's unit of work when there is one (a
   * custom offer posts its message with the offer), in one of its own otherwise.
   */
  async send(actor: Actor, p: SendParams): Answer<MessageRecord> {
    const checked = await this.check(actor, p);
    if (checked.isErr()) return err(checked.error);
    const s = checked.value;
    return this.deps.uow.run(async (): Answer<MessageRecord> => {
      const conversation = await this.mine(s.conversationId, s.userId);
      if (conversation === undefined) return notFound();
      const counterpart = counterpartOf(conversation, s.userId);
      // A block either way closes the conversation to new messages; which side blocked is not said. Staff are never blocked.
      if (counterpart !== undefined && (await this.deps.blocks?.blockedBetween(s.userId, counterpart)) === true) return blocked();
      const again = await this.deps.store.sentWith(s.userId, s.clientId);
      if (again !== undefined) return again.conversationId === conversation.id ? ok(again) : err(domainError('IDEMPOTENCY_KEY_REUSED', 'This client id was used for another message', { field: 'clientId' }));
      const kind = counterpart === undefined ? 'staff' : 'text';
      const message = await this.deps.store.append({ conversationId: conversation.id, senderId: s.userId, kind, body: s.body, attachments: s.attachments, files: s.files, clientId: s.clientId, createdAt: s.createdAt });
      // The parties are reminded of what they leave unread; staff follow their dispute queue instead.
      for (const party of [conversation.userA, conversation.userB]) {
        if (party !== s.userId) await this.deps.scheduler?.schedule(unreadReminderAt(conversation.id, party, message.createdAt));
      }
      await this.announce(conversation);
      return ok(message);
    });
  }

  /**
   * A message sent on its own (the chat's send button): checked at once,
   * then written with the others sent at the same moment, in one
   * transaction (see GroupedSends), and answered once stored. Inside a unit
   * of work it is written there instead, as `send` does: a batch cannot
   * join the caller's transaction, and the caller would wait for it.
   */
  async post(actor: Actor, p: SendParams): Answer<MessageRecord> {
    if (this.grouped === undefined || this.deps.uow.active?.() === true) return this.send(actor, p);
    const checked = await this.check(actor, p);
    if (checked.isErr()) return err(checked.error);
    return this.grouped.send(checked.value);
  }

  /** The sender's permission, the body, and the attachments: images stored, documents uploaded into this conversation by the sender. */
  private async check(actor: Actor, p: SendParams): Promise<Result<CheckedSend, DomainError>> {
    const user = requirePermission(actor, 'messages.use');
    if (user.isErr()) return err(user.error);
    const keys = [...new Set(p.attachments ?? [])];
    const body = messageBody(p.body, keys.length);
    if (body.isErr()) return err(body.error);
    // Images are media keys; documents are keys of files uploaded into this conversation by the sender.
    const attachments: string[] = [];
    const files: MessageFileRef[] = [];
    for (const [i, key] of keys.entries()) {
      if (key.startsWith(FILE_KEY_PREFIX)) {
        const file = await this.deps.store.file(key);
        if (file === undefined || file.uploaderId !== user.value || file.conversationId !== p.conversationId) return err(domainError('VALIDATION_FAILED', 'Upload the file to this conversation first', { field: `attachments.${i}` }));
        files.push({ key: file.key, name: file.name, type: file.type, size: file.size });
      } else if (this.deps.images === undefined || !(await this.deps.images.has(key))) {
        return err(domainError('VALIDATION_FAILED', 'Upload the image first', { field: `attachments.${i}` }));
      } else attachments.push(key);
    }
    return ok({ userId: user.value, conversationId: p.conversationId, body: body.value, clientId: p.clientId, attachments, files, createdAt: this.deps.clock.now() });
  }

  async markRead(actor: Actor, p: { readonly conversationId: string; readonly lastId: number }): Answer<{ readonly conversationId: string }> {
    const user = requirePermission(actor, 'messages.use');
    if (user.isErr()) return err(user.error);
    return this.deps.uow.run(async () => {
      const conversation = await this.mine(p.conversationId, user.value);
      if (conversation === undefined) return notFound();
      await this.deps.store.markRead(conversation.id, user.value, p.lastId);
      // Both inboxes: the reader's count, and the writer's "seen".
      for (const id of membersOf(conversation)) await this.deps.outbox.add({ type: 'InboxChanged', collection: INBOX_COLLECTION, id });
      return ok({ conversationId: conversation.id });
    });
  }

  async inbox(actor: Actor): Answer<readonly ConversationSummary[]> {
    const user = requirePermission(actor, 'messages.use');
    if (user.isErr()) return err(user.error);
    const summaries = await this.deps.store.summaries(user.value, 100);
    const typing = this.deps.typing;
    return ok(typing === undefined ? summaries : summaries.map((c) => ({ ...c, counterpartTypingUntil: typing.until(c.id, c.counterpart.id) })));
  }

  async messages(actor: Actor, conversationId: string, before: number | null): Answer<readonly MessageRecord[]> {
    const user = requirePermission(actor, 'messages.use');
    if (user.isErr()) return err(user.error);
    const conversation = await this.mine(conversationId, user.value);
    if (conversation === undefined) return notFound();
    return ok(await this.deps.store.messages(conversation.id, before, MESSAGES_PAGE));
  }

  /** What came after number `after` (a live subscription's next rows), for a member who was allowed in when it subscribed. */
  async messagesAfter(conversationId: string, after: number): Promise<readonly MessageRecord[]> {
    return this.tails === undefined ? this.deps.store.messagesAfter(conversationId, after, MESSAGES_PAGE * 4) : this.tails.read(conversationId, after);
  }

  async unread(actor: Actor): Answer<number> {
    const user = requirePermission(actor, 'messages.use');
    if (user.isErr()) return err(user.error);
    return ok(await this.deps.store.unreadCount(user.value));
  }

  /** The reminder's timer: what `userId` still has unread in the conversation is e-mailed (the notifications decide whether and how often). */
  async remindUnread(p: { readonly conversationId: string; readonly userId: string }): Promise<Result<void, DomainError>> {
    const conversation = await this.deps.store.find(p.conversationId);
    const senderId = conversation === undefined ? undefined : counterpartOf(conversation, p.userId);
    if (senderId === undefined || this.deps.reminders === undefined) return ok(undefined);
    const unread = await this.deps.store.unreadCount(p.userId, p.conversationId);
    if (unread === 0) return ok(undefined);
    const [sender] = await this.deps.users.sellersByIds([senderId]);
    await this.deps.reminders.emailUnread(p.userId, { conversationId: p.conversationId, counterpartName: sender?.username ?? 'Someone', unread });
    return ok(undefined);
  }

  /** The other party of a conversation the user is in (a deal is made between the two); undefined when the user is not in it. */
  async parties(conversationId: string, userId: string): Promise<{ readonly counterpartId: string } | undefined> {
    const conversation = await this.mine(conversationId, userId);
    const counterpartId = conversation === undefined ? undefined : counterpartOf(conversation, userId);
    return counterpartId === undefined ? undefined : { counterpartId };
  }

  /** The conversation when the user is one of its two parties; someone else's does not exist for them. */
  private async mine(conversationId: string, userId: string): Promise<ConversationRecord | undefined> {
    const conversation = await this.deps.store.find(conversationId);
    return conversation !== undefined && isMember(conversation, userId) ? conversation : undefined;
  }

  private async announce(conversation: ConversationRecord): Promise<void> {
    await announceMessage(this.deps.outbox, conversation);
  }
}

/** Keys of documents (see MessageFiles) start with this; image keys are bare hex. */
export const FILE_KEY_PREFIX = 'f_';

/** Everyone in a conversation: its two parties and the staff who joined. */
export const membersOf = (c: ConversationRecord): readonly string[] => [c.userA, c.userB, ...c.staffIds];

/** A new message: the conversation's subscribers and every member's inbox reread (one outbox row each, published in one batch after commit). */
export async function announceMessage(outbox: Outbox, conversation: ConversationRecord): Promise<void> {
  await announceMessages(outbox, [conversation]);
}

/** New messages in these conversations, announced by one write to the outbox. */
export async function announceMessages(outbox: Outbox, conversations: readonly ConversationRecord[]): Promise<void> {
  await outbox.addAll([
    ...conversations.map((c) => ({ type: 'MessageSent', collection: CONVERSATIONS_COLLECTION, id: c.id })),
    ...conversations.flatMap((c) => membersOf(c).map((id) => ({ type: 'InboxChanged', collection: INBOX_COLLECTION, id }))),
  ]);
}
