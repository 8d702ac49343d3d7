import type { DdpConnection } from './connection.ts';

/**
 * Which connections each user is logged in on. It lives apart from the DDP
 * server so that use cases built before the server (a ban ends the user's
 * sessions) can be given it as their `SessionTerminator`.
 */
export class SessionRegistry {
  readonly #byUser = new Map<string, Set<DdpConnection>>();
  readonly #watchers = new Set<(userId: string, online: boolean) => void>();

  /** A connection logged in, out, or as someone else. */
  userChanged(connection: DdpConnection, previous: string | null, next: string | null): void {
    if (previous !== null) {
      const connections = this.#byUser.get(previous);
      connections?.delete(connection);
      if (connections?.size === 0) {
        this.#byUser.delete(previous);
        for (const watcher of this.#watchers) watcher(previous, false);
      }
    }
    if (next === null) return;
    const connections = this.#byUser.get(next) ?? new Set<DdpConnection>();
    const first = connections.size === 0;
    connections.add(connection);
    this.#byUser.set(next, connections);
    if (first) for (const watcher of this.#watchers) watcher(next, true);
  }

  /** Told when a user's first connection here logs in (true) and their last one leaves (false). */
  watch(watcher: (userId: string, online: boolean) => void): () => void {
    this.#watchers.add(watcher);
    return () => this.#watchers.delete(watcher);
  }

  /** Everyone logged in on this process. */
  users(): readonly string[] {
    return [...this.#byUser.keys()];
  }

  /** The connection (session) ids on which `userId` is logged in. */
  sessionsOf(userId: string): readonly string[] {
    return [...(this.#byUser.get(userId) ?? [])].map((connection) => connection.info.connectionId);
  }

  /** Closes every connection of a user (a ban, a password change); returns how many there were. */
  closeSessionsOf(userId: string): number {
    const connections = [...(this.#byUser.get(userId) ?? [])];
    for (const connection of connections) connection.close(1008, 'Session closed by server');
    return connections.length;
  }

  /** Closes one connection of a user; false when it is not (or no longer) theirs. */
  closeSession(userId: string, connectionId: string): boolean {
    const connection = [...(this.#byUser.get(userId) ?? [])].find((c) => c.info.connectionId === connectionId);
    connection?.close(1008, 'Session closed by server');
    return connection !== undefined;
  }

  /** Ends every session of a user (a ban). */
  endSessionsOf(userId: string): void {
    this.closeSessionsOf(userId);
  }
}
