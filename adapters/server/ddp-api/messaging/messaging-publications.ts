import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import { CONVERSATIONS_COLLECTION, INBOX_COLLECTION, type Messaging } from '../../../../application/messaging/index.ts';
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
      filter: (change) => change.collection === INBOX_COLLECTION && change.id === userId,
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
          }),
        ),
    });
    return ok(undefined);
  };
}

/**
 * `messages({ conversationId, before? })`: the newest page of a conversation
 * (or the page before `before`), live: a new message arrives without asking.
 * Someone else's conversation is a 404.
 */
export function messagesPublication(messaging: Messaging, actors: ActorDirectory, changes: ChangeFeed): PublicationHandler {
  return async (ctx, params) => {
    const parsed = v.safeParse(MessagesPublicationParams, params);
    if (!parsed.success) return err(domainError('VALIDATION_FAILED', `params.${v.getDotPath(parsed.issues[0]) ?? ''}: ${parsed.issues[0].message}`, { field: 'conversationId' }));
    const { conversationId, before } = parsed.output[0];
    const read = async () => messaging.messages(await callActor(actors, ctx), conversationId, before ?? null);
    const first = await read();
    if (first.isErr()) return first.map(() => undefined);
    const doc = (m: (typeof first.value)[number]): MessageDoc & { id: string } => ({
      id: `${m.conversationId}:${m.seq}`,
      conversationId: m.conversationId,
      seq: m.seq,
      senderId: m.senderId,
      body: m.body,
      attachments: [...m.attachments],
      clientId: m.clientId,
      createdAt: m.createdAt.toISOString(),
    });
    await publishQuery(ctx, {
      collection: MessagesPublication.collection,
      changes,
      // A page before a number never changes; only the newest page follows the conversation.
      filter: (change) => before === undefined && change.collection === CONVERSATIONS_COLLECTION && change.id === conversationId,
      query: async () => (await read()).unwrapOr([]).map(doc),
    });
    return ok(undefined);
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
