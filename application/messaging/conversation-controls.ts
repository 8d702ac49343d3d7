import { err, ok, type Result } from 'neverthrow';
import { domainError, isMember, requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import type { Clock, Outbox, UnitOfWork, UserChanges } from '../shared/ports/index.ts';
import { INBOX_COLLECTION, membersOf } from './messaging.ts';
import type { ConversationControlsStore, MessageReport, MessagingStore, TypingMarks } from './ports/index.ts';
export { TYPING_COLLECTION } from './typing.ts';

type Answer<T> = Promise<Result<T, DomainError>>;

/** How long one `typing` call shows the user typing: clients call again while the user keeps typing. */
export const TYPING_SHOWN_MS = 5_000;

const notFound = () => err(domainError('CONVERSATION_NOT_FOUND', 'Conversation not found', { field: 'conversationId' }));

/**
 * What a user controls about their conversations beyond writing: blocking a
 * user (neither can write to the other until it is lifted), muting one (their
 * messages stop counting in the badge and in reminders), archiving a
 * conversation (a new message brings it back), reporting a message to staff
 * (once per reporter), the typing mark, and search. Staff read and resolve
 * the reports.
 */
export class ConversationControls {
  constructor(
    private readonly deps: {
      readonly store: MessagingStore;
      readonly controls: ConversationControlsStore;
      readonly users: UserChanges;
      readonly uow: UnitOfWork;
      readonly outbox: Outbox;
      readonly clock: Clock;
      readonly typing: TypingMarks;
    },
  ) {}

  async list(actor: Actor, list: 'blocked' | 'muted', otherId: string, on: boolean): Answer<readonly string[]> {
    const user = requirePermission(actor, 'messages.use');
    if (user.isErr()) return err(user.error);
    if (otherId === user.value) return err(domainError('CANNOT_MESSAGE_SELF', 'You cannot block or mute yourself', { field: 'userId' }));
    return this.deps.uow.run(async () => {
      const ids = await this.deps.controls.setListed(user.value, list, otherId, on);
      await this.deps.users.userChanged(user.value);
      // Both inboxes show it (the muted badge, a blocked composer), and the badge recounts.
      for (const id of [user.value, otherId]) await this.deps.outbox.add({ type: 'InboxChanged', collection: INBOX_COLLECTION, id });
      return ok(ids);
    });
  }

  async archive(actor: Actor, conversationId: string, archived: boolean): Answer<{ readonly conversationId: string; readonly archived: boolean }> {
    const mine = await this.mine(actor, conversationId);
    if (mine.isErr()) return err(mine.error);
    return this.deps.uow.run(async () => {
      await this.deps.controls.setArchived(conversationId, mine.value, archived);
      await this.deps.outbox.add({ type: 'InboxChanged', collection: INBOX_COLLECTION, id: mine.value });
      return ok({ conversationId, archived });
    });
  }

  /** Reports the other party's message; reporting it again is accepted and changes nothing. */
  async report(actor: Actor, p: { readonly conversationId: string; readonly seq: number; readonly reason: string }): Answer<{ readonly reported: true }> {
    const mine = await this.mine(actor, p.conversationId);
    if (mine.isErr()) return err(mine.error);
    const message = await this.deps.controls.messageAt(p.conversationId, p.seq);
    if (message === undefined || message.senderId === mine.value) return err(domainError('NOT_FOUND', 'Message not found', { field: 'seq' }));
    await this.deps.uow.run(async () => ok(await this.deps.controls.report({ ...p, reason: p.reason.trim(), reporterId: mine.value, createdAt: this.deps.clock.now() })));
    return ok({ reported: true });
  }

  async reports(actor: Actor): Answer<readonly MessageReport[]> {
    const staff = requirePermission(actor, 'messages.moderate');
    return staff.isErr() ? err(staff.error) : ok(await this.deps.controls.openReports(100));
  }

  async resolveReport(actor: Actor, reportId: number): Answer<{ readonly reportId: number; readonly status: 'resolved' }> {
    const staff = requirePermission(actor, 'messages.moderate');
    if (staff.isErr()) return err(staff.error);
    const done = await this.deps.uow.run(async () => ok(await this.deps.controls.resolveReport(reportId, staff.value, this.deps.clock.now())));
    if (done.isErr()) return err(done.error);
    return done.value ? ok({ reportId, status: 'resolved' }) : err(domainError('MESSAGE_REPORT_NOT_FOUND', 'No open report with that id', { field: 'reportId' }));
  }

  /**
   * The caller is typing: the other members' inboxes show it for a few seconds. The mark goes through
   * the change feed only (no row, no transaction): it is worthless after 5 s, so a lost one costs nothing.
   */
  async typing(actor: Actor, conversationId: string): Answer<{ readonly until: string }> {
    const user = requirePermission(actor, 'messages.use');
    if (user.isErr()) return err(user.error);
    const conversation = await this.deps.store.find(conversationId);
    if (conversation === undefined || !isMember(conversation, user.value)) return notFound();
    const until = new Date(this.deps.clock.now().getTime() + TYPING_SHOWN_MS);
    await this.deps.typing.set({ conversationId, userId: user.value, until, tell: membersOf(conversation).filter((id) => id !== user.value) });
    return ok({ until: until.toISOString() });
  }

  async search(actor: Actor, q: string): Answer<readonly string[]> {
    const user = requirePermission(actor, 'messages.use');
    if (user.isErr()) return err(user.error);
    const text = q.trim();
    return ok(text.length < 2 ? [] : await this.deps.controls.search(user.value, text, 50));
  }

  private async mine(actor: Actor, conversationId: string): Answer<string> {
    const user = requirePermission(actor, 'messages.use');
    if (user.isErr()) return err(user.error);
    const conversation = await this.deps.store.find(conversationId);
    return conversation !== undefined && isMember(conversation, user.value) ? ok(user.value) : notFound();
  }
}
