import { err, ok } from 'neverthrow';
import type { LoggedInUserFeed } from '../../../../application/accounts/logged-in-user-feed.ts';
import type { PublicUser } from '../../../../domain/index.ts';
import type { PublicationHandler } from '../../ddp/index.ts';
import { LoggedInUserPublication, type LoggedInUserFields } from '../../../../contracts/accounts/index.ts';
import type { ConnectionSubscriptions } from './connection-subscriptions.ts';

/** Meteor keeps users in the `users` collection; clients read their record from there. */
const COLLECTION = LoggedInUserPublication.collection;

/**
 * `loggedInUser`: the caller's own record as one `users` document, then only
 * the fields that changed. An anonymous connection gets an empty, ready feed.
 */
export function loggedInUserPublication(feed: LoggedInUserFeed, subscriptions: ConnectionSubscriptions): PublicationHandler {
  return async (ctx) => {
    const userId = ctx.userId;
    if (userId === null) return ok(undefined);
    let last: Record<string, unknown> | undefined;
    const opened = await feed.open(userId, (user: PublicUser) => {
      const { id, ...document } = user;
      const fields: Readonly<Record<string, unknown>> = document satisfies LoggedInUserFields;
      if (last === undefined) {
        ctx.added(COLLECTION, id, fields);
      } else {
        const changed: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(fields)) if (JSON.stringify(value) !== JSON.stringify(last[key])) changed[key] = value;
        const cleared = Object.keys(last).filter((key) => !(key in fields));
        if (Object.keys(changed).length > 0 || cleared.length > 0) ctx.changed(COLLECTION, id, changed, cleared);
      }
      last = fields;
    });
    if (opened.isErr()) return err(opened.error);
    const unregister = subscriptions.add(ctx.connectionId, () => ctx.stop());
    ctx.onStop(() => {
      opened.value();
      unregister();
    });
    return ok(undefined);
  };
}
