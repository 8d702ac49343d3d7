import { err, ok } from 'neverthrow';
import type { LoggedInUserFeed } from '../../../../application/accounts/logged-in-user-feed.ts';
import type { ChangeFeed } from '../../../../application/shared/ports/index.ts';
import { domainError, type PublicUser } from '../../../../domain/index.ts';
import type { PublicationHandler } from '../../ddp/index.ts';
import { publishQuery } from '../shared/publish-query.ts';
import { LoggedInUserPublication, type LoggedInUserFields } from '../../../../contracts/accounts/index.ts';
import type { ConnectionSubscriptions } from './connection-subscriptions.ts';

/** Meteor keeps users in the `users` collection; clients read their record from there. */
const COLLECTION = LoggedInUserPublication.collection;

/** The published document is the contract's: a field it lacks or a type it does not allow fails the type-check here. */
type PublishedIsTheContract = Omit<PublicUser, 'id'> extends LoggedInUserFields ? true : never;
const _publishedIsTheContract: PublishedIsTheContract = true;

/**
 * `loggedInUser`: the caller's own record as one `users` document, then only
 * the fields that changed. An anonymous connection gets an empty, ready feed;
 * a session whose account is gone gets NOT_FOUND.
 */
export function loggedInUserPublication(feed: LoggedInUserFeed, changes: ChangeFeed, subscriptions: ConnectionSubscriptions): PublicationHandler {
  return async (ctx) => {
    const userId = ctx.userId;
    if (userId === null) return ok(undefined);
    const published = await publishQuery(ctx, {
      collection: COLLECTION,
      changes,
      filter: (change) => feed.concerns(userId, change),
      query: async () => {
        const user = await feed.current(userId);
        return user === undefined ? [] : [user];
      },
      onPublished: (users) => {
        for (const user of users) feed.delivered(user);
      },
    });
    if (published.length === 0) return err(domainError('NOT_FOUND', 'User not found'));
    ctx.onStop(subscriptions.add(ctx.connectionId, () => ctx.stop()));
    return ok(undefined);
  };
}
