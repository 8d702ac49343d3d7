import type { ChangeFeed } from '../../shared/ports/index.ts';

/**
 * Hears that a user row was written, so live `loggedInUser` subscriptions
 * reread and push it. Use cases call it after the write has committed; a
 * write that changed nothing is not announced.
 */
export interface UserChanges {
  userChanged(userId: string): Promise<void>;
}

/**
 * {@link UserChanges} over the accounts layer's change feed, which already
 * carries user changes to every server process; the composition root needs
 * nothing else to wire the shopping use cases to live subscriptions.
 */
export function userChangesVia(feed: ChangeFeed): UserChanges {
  return { userChanged: (userId) => feed.publish({ collection: 'users', id: userId }) };
}
