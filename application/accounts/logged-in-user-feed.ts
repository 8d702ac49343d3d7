import { mustLogOut, type PublicUser } from '../../domain/index.ts';
import type { AccountStore, SessionTerminator } from './ports/index.ts';
import type { Change } from '../shared/ports/index.ts';

/**
 * The `loggedInUser` feed: the user's own record now and after every change
 * of it. When the record turns banned or removed, the change is delivered
 * first (so the client logs out on seeing it) and then every session of the
 * user ends. The publication keeps it live: it rereads `current` whenever a
 * change `concerns` the user and reports each delivery to `delivered`.
 */
export class LoggedInUserFeed {
  constructor(
    private readonly accounts: AccountStore,
    private readonly sessions: SessionTerminator,
  ) {}

  /** The record as its owner sees it; undefined when the account is gone. */
  current(userId: string): Promise<PublicUser | undefined> {
    return this.accounts.publicUser(userId);
  }

  /** Whether `change` may alter the user's record: a change of `users` with that id. */
  concerns(userId: string, change: Change): boolean {
    return change.collection === 'users' && change.id === userId;
  }

  /** A version of the record has reached the client: a banned or removed user is logged out everywhere. */
  delivered(user: PublicUser): void {
    if (mustLogOut(user)) this.sessions.endSessionsOf(user.id);
  }
}
