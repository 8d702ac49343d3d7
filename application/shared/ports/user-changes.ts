import type { Outbox } from './outbox.ts';

/**
 * Hears that a user row was written, so live `loggedInUser` subscriptions
 * reread and push it. Use cases call it inside the unit of work of the write,
 * so the announcement commits with the write (and is dropped if it rolls
 * back); a write that changed nothing is not announced.
 */
export interface UserChanges {
  userChanged(userId: string): Promise<void>;
}

/**
 * {@link UserChanges} as `UserChanged` events in the outbox, which publishes
 * them to the change feed (every server process) once the write committed.
 */
export function userChangesVia(outbox: Outbox): UserChanges {
  return { userChanged: (userId) => outbox.add({ type: 'UserChanged', collection: 'users', id: userId }) };
}
