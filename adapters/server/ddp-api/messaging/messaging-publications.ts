import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import { CONVERSATIONS_COLLECTION, INBOX_COLLECTION, typingMarkOf, type MessageRecord, type Messaging } from '../../../../application/messaging/index.ts';
import type { ChangeFeed } from '../../../../application/shared/ports/index.ts';
import { ConversationsPublication, MessagesPublication, MessagesPublicationParams, UnseenCountsPublication, type ConversationDoc, type MessageDoc } from '../../../../contracts/messaging/index.ts';
import { domainError, signedInUserId, type Actor, type DomainError } from '../../../../domain/index.ts';
import type { PublicationHandler } from '../../ddp/index.ts';
import { callActor } from '../shared/actor-method.ts';
import { publishQuery } from '../shared/publish-query.ts';

/** `conversations`: the caller's inbox, re-read whenever anything in it changes (a message either way, a read mark). */
export function conversationsPublication(messaging: Messaging, actors: ActorDirectory, changes: ChangeFeed): PublicationHandler {
  return async (ctx) => {
    const actor = await callActor(actors, ctx);
    const userId = signedInUserId(actor);
    if (userId === null) return ok(undefined);
    await publishQuery(ctx, {
      collection: ConversationsPublication.collection,
      changes,
      // A typing mark (it travels as a change, not a row) rereads the inbox of those it tells.
      filter: (change) => (change.collection === INBOX_COLLECTION && change.id === userId) || (typingMarkOf(change)?.tell.includes(userId) ?? false),
      query: async () =>
        (await messaging.inbox(await callActor(actors, ctx))).unwrapOr([]).map(
          (c): ConversationDoc & { id: string } => ({
            id: c.id,
            counterpartId: c.counterpart.id,
            counterpartName: c.counterpart.username,
            counterpartSlug: c.counterpart.slug,
            counterpartAvatar: c.counterpart.avatar,
            lastSeq: c.lastSeq,
            lastBody: c.lastMessage?.body.slice(0, 140) ?? null,
            lastMine: c.lastMessage?.mine ?? false,
            lastAt: c.lastMessage?.at.toISOString() ?? null,
            unread: c.unread,
            archived: c.archived,
            muted: c.muted,
            blocked: c.blocked,
            counterpartLastRead: c.counterpartLastRead,
            counterpartTypingUntil: c.counterpartTypingUntil?.toISOString() ?? null,
            orderId: c.orderId,
          }),
        ),
    });
    return ok(undefined);
  };
}

/**
 * `messages({ conversationId, before? })`: the newest page of a conversation
 * (or the page before `before`), live: a new message arrives without asking.
 * Someone else's conversation is a 404. Messages never change once written,
 * so the live part is incremental: on each change it asks only for what
 * comes after the last number it sent and adds those, never rereading the
 * page (a reconnecting client subscribes afresh and gets the newest page).
 */
export function messagesPublication(messaging: Messaging, actors: ActorDirectory, changes: ChangeFeed): PublicationHandler {
  return async (ctx, params) => {
    const parsed = v.safeParse(MessagesPublicationParams, params);
    if (!parsed.success) return err(domainError('VALIDATION_FAILED', `params.${v.getDotPath(parsed.issues[0]) ?? ''}: ${parsed.issues[0].message}`, { field: 'conversationId' }));
    const { conversationId, before } = parsed.output[0];
    const collection = MessagesPublication.collection;
    let lastSent = 0;
    const add = (records: readonly MessageRecord[]): void => {
      for (const m of records) {
        if (m.seq <= lastSent) continue;
        const { id, ...fields } = messageDoc(m);
        ctx.added(collection, id, fields);
        lastSent = m.seq;
      }
    };
    // One catch-up at a time; changes heard during one (or before the first page is sent) are folded into the next.
    let ready = false;
    let running: Promise<void> | undefined;
    let again = false;
    const catchUp = async (): Promise<void> => {
      do {
        again = false;
        if (!ctx.active) return;
        add(await messaging.messagesAfter(conversationId, lastSent));
      } while (again);
    };
    const follow = (): Promise<void> => {
      if (running !== undefined) {
        again = true;
        return running;
      }
      running = catchUp().finally(() => (running = undefined));
      return running;
    };
    // Listening starts before the first read, so a message committed in between is not missed.
    const unsubscribe =
      before === undefined
        ? changes.subscribe(
            () => {
              if (!ready) {
                again = true;
                return undefined;
              }
              return follow();
            },
            { collection: CONVERSATIONS_COLLECTION, id: conversationId },
          )
        : () => undefined;
    const first = await messaging.messages(await callActor(actors, ctx), conversationId, before ?? null);
    if (first.isErr()) {
      unsubscribe();
      return first.map(() => undefined);
    }
    add(first.value);
    ctx.onStop(unsubscribe);
    ready = true;
    if (again) await follow();
    return ok(undefined);
  };
}

function messageDoc(m: MessageRecord): MessageDoc & { id: string } {
  return {
    id: `${m.conversationId}:${m.seq}`,
    conversationId: m.conversationId,
    seq: m.seq,
    senderId: m.senderId,
    kind: m.kind,
    body: m.body,
    attachments: [...m.attachments],
    files: m.files.map((f) => ({ ...f })),
    clientId: m.clientId,
    createdAt: m.createdAt.toISOString(),
  };
}

/** `unseenCounts`: one document 'me' with the caller's unread messages and unseen notifications, for the header's badges. */
export function unseenCountsPublication(
  messaging: Messaging,
  notifications: { readonly collection: string; unseen(actor: Actor): Promise<Result<number, DomainError>> },
  actors: ActorDirectory,
  changes: ChangeFeed,
): PublicationHandler {
  return async (ctx) => {
    const userId = signedInUserId(await callActor(actors, ctx));
    if (userId === null) return ok(undefined);
    await publishQuery(ctx, {
      collection: UnseenCountsPublication.collection,
      changes,
      filter: (change) => (change.collection === INBOX_COLLECTION || change.collection === notifications.collection) && change.id === userId,
      query: async () => {
        const actor = await callActor(actors, ctx);
        return [{ id: 'me', messages: (await messaging.unread(actor)).unwrapOr(0), notifications: (await notifications.unseen(actor)).unwrapOr(0) }];
      },
    });
    return ok(undefined);
  };
}
