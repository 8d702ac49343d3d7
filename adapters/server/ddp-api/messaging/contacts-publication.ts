import { ok } from 'neverthrow';
import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { Contacts } from '../../../../application/messaging/index.ts';
import type { ChangeFeed } from '../../../../application/shared/ports/index.ts';
import { ContactsPublication, type ContactDoc } from '../../../../contracts/messaging/contacts.ts';
import { signedInUserId } from '../../../../domain/index.ts';
import { presenceTouched } from '../../changes/feed-presence.ts';
import type { PublicationHandler } from '../../ddp/index.ts';
import { callActor } from '../shared/actor-method.ts';
import { publishQuery } from '../shared/publish-query.ts';

/**
 * `contacts`: the caller's contacts, re-read when one of `collections`
 * announces a change for the caller (their inbox, their orders, their own
 * record: a block), and when a contact comes online or goes offline on any
 * server process (the green dot must not wait for the next message). A
 * visitor gets an empty, ready subscription.
 */
export function contactsPublication(contacts: Contacts, actors: ActorDirectory, changes: ChangeFeed, collections: readonly string[]): PublicationHandler {
  return async (ctx) => {
    const userId = signedInUserId(await callActor(actors, ctx));
    if (userId === null) return ok(undefined);
    let shown = new Map<string, boolean>();
    const presenceMatters = (touched: ReturnType<typeof presenceTouched>): boolean =>
      touched !== null && (touched === 'anyone' ? [...shown.values()].some((online) => online) : shown.has(touched.userId));
    await publishQuery(ctx, {
      collection: ContactsPublication.collection,
      changes,
      filter: (change) => (change.id === userId && collections.includes(change.collection)) || presenceMatters(presenceTouched(change)),
      onPublished: (documents) => {
        shown = new Map(documents.map((contact) => [contact.id, contact.online]));
      },
      query: async () =>
        (await contacts.list(await callActor(actors, ctx))).unwrapOr([]).map(
          (c): ContactDoc & { id: string } => ({
            id: c.userId,
            username: c.username,
            slug: c.slug,
            avatar: c.avatar,
            online: c.online,
            traded: c.traded,
            talked: c.talked,
            lastAt: c.lastAt.toISOString(),
          }),
        ),
    });
    return ok(undefined);
  };
}
