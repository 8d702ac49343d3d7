import { err, ok, type Result } from 'neverthrow';
import { domainError, mustLogOut, type DomainError, type PublicUser } from '../../domain/index.ts';
import type { AccountStore, SessionTerminator } from './ports/index.ts';
import type { ChangeFeed } from '../shared/ports/index.ts';

/**
 * The `loggedInUser` feed: the user's own record now and after every change.
 * When the record turns banned or removed, the change is delivered first (so
 * the client logs out on seeing it) and then every session of the user ends.
 */
export class LoggedInUserFeed {
  constructor(
    private readonly accounts: AccountStore,
    private readonly changes: ChangeFeed,
    private readonly sessions: SessionTerminator,
  ) {}

  /** Sends the current record to `sink`, then every change; the returned function stops the feed. */
  async open(userId: string, sink: (user: PublicUser) => void): Promise<Result<() => void, DomainError>> {
    const push = async (): Promise<void> => {
      const user = await this.accounts.publicUser(userId);
      if (user === undefined) return;
      sink(user);
      if (mustLogOut(user)) this.sessions.endSessionsOf(userId);
    };
    const unsubscribe = this.changes.subscribe(async (change) => {
      if (change.collection === 'users' && change.id === userId) await push();
    });
    const first = await this.accounts.publicUser(userId);
    if (first === undefined) {
      unsubscribe();
      return err(domainError('NOT_FOUND', 'User not found'));
    }
    sink(first);
    if (mustLogOut(first)) this.sessions.endSessionsOf(userId);
    return ok(unsubscribe);
  }
}
