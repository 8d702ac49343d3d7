import { createHash, randomUUID } from 'node:crypto';
import type { Change, ChangeFeed } from '../../../application/shared/ports/index.ts';

/** The change-feed collection presence travels in; no table, no outbox: it is worthless once stale. */
export const PRESENCE_COLLECTION = 'presence';

export interface PresenceOptions {
  /** How often this process says it is alive and how many it has online. Default 5 s. */
  readonly heartbeatMs?: number;
  /** A process not heard from for this long is taken for dead, with everyone it had online. Default 3 heartbeats. */
  readonly ttlMs?: number;
  readonly now?: () => number;
}

/** What this process has online: who, and a way to hear who comes and goes (the DDP session registry). */
export interface LocalSessions {
  users(): readonly string[];
  sessionsOf(userId: string): readonly string[];
  watch(watcher: (userId: string, online: boolean) => void): () => void;
}

interface Remote {
  readonly users: Set<string>;
  seenAt: number;
}

/** An order-free digest of a set of ids (sum of 32-bit hashes), so a heartbeat can say "my set" in a few bytes. */
function digestOf(users: Iterable<string>): number {
  let sum = 0;
  for (const id of users) sum = (sum + createHash('sha1').update(id).digest().readUInt32BE(0)) % 2 ** 32;
  return sum;
}

/**
 * Whose presence a `presence` change may have altered: one user (`u`), everyone a process had online
 * (`r`, `x`: it starts over or is gone), or nobody (beats and requests). For live lists of people.
 */
export function presenceTouched(change: Change): { readonly userId: string } | 'anyone' | null {
  if (change.collection !== PRESENCE_COLLECTION) return null;
  const [kind, , , ...rest] = change.id.split('|');
  if (kind === 'u') return { userId: rest.join('|') };
  return kind === 'r' || kind === 'x' ? 'anyone' : null;
}

/**
 * Who is online across every server process, through the change feed
 * (LISTEN/NOTIFY or Redis, whichever the processes share). Each process
 * announces its own users coming and going, and beats every few seconds
 * with how many it has and a digest of them; a process that hears a beat
 * that does not match what it holds (it started late, or missed changes
 * while its connection was down) asks that process to announce its users
 * again. A process not heard from within the TTL (it died) is forgotten
 * with its users; one that stops cleanly says so and is forgotten at once.
 * Changes are `presence` changes whose id carries the message:
 * `u|origin|1|user` (online), `u|origin|0|user` (offline), `b|origin|count|digest`,
 * `r|origin` (the announcements from scratch that follow), `h|origin` or `h|*|asker` (announce again, please), `x|origin` (gone).
 */
export class FeedPresence {
  private readonly origin = randomUUID();
  private readonly remotes = new Map<string, Remote>();
  private readonly heartbeatMs: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly stops: (() => void)[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly local: LocalSessions,
    options: PresenceOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 5_000;
    this.ttlMs = options.ttlMs ?? 3 * this.heartbeatMs;
    this.now = options.now ?? Date.now;
  }

  /** Starts listening and beating, and asks the processes already running who they have online. */
  start(): void {
    if (this.timer !== undefined) return;
    this.stops.push(this.feed.subscribe((change) => this.heard(change)));
    this.stops.push(this.local.watch((userId, online) => this.say(`u|${this.origin}|${online ? 1 : 0}|${userId}`)));
    this.say(`h|*|${this.origin}`);
    this.beat();
    this.timer = setInterval(() => this.beat(), this.heartbeatMs);
    this.timer.unref();
  }

  /** Stops, and tells the others this process's users are gone. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    for (const stop of this.stops.splice(0)) stop();
    await this.feed.publish({ collection: PRESENCE_COLLECTION, id: `x|${this.origin}` }).catch(() => undefined);
  }

  isOnline(userId: string): boolean {
    if (this.local.sessionsOf(userId).length > 0) return true;
    const now = this.now();
    for (const [origin, remote] of this.remotes) {
      if (now - remote.seenAt > this.ttlMs) this.remotes.delete(origin);
      else if (remote.users.has(userId)) return true;
    }
    return false;
  }

  private say(id: string): void {
    void this.feed.publish({ collection: PRESENCE_COLLECTION, id }).catch(() => undefined);
  }

  private beat(): void {
    const users = this.local.users();
    this.say(`b|${this.origin}|${users.length}|${digestOf(users)}`);
  }

  private announceAll(): void {
    this.say(`r|${this.origin}`);
    for (const userId of this.local.users()) this.say(`u|${this.origin}|1|${userId}`);
  }

  private heard(change: Change): void {
    if (change.collection !== PRESENCE_COLLECTION) return;
    const [kind, origin = '', a = '', ...rest] = change.id.split('|');
    if (kind === 'h') {
      // `h|*|asker` asks everyone but the asker; `h|origin` asks that one process.
      if ((origin === '*' && a !== this.origin) || origin === this.origin) this.announceAll();
      return;
    }
    if (origin === this.origin || origin === '') return;
    if (kind === 'x') {
      this.remotes.delete(origin);
      return;
    }
    const remote = this.remotes.get(origin) ?? { users: new Set<string>(), seenAt: this.now() };
    this.remotes.set(origin, remote);
    remote.seenAt = this.now();
    if (kind === 'r') remote.users.clear();
    else if (kind === 'u') {
      const userId = rest.join('|');
      if (a === '1') remote.users.add(userId);
      else remote.users.delete(userId);
    } else if (kind === 'b' && (Number(a) !== remote.users.size || Number(rest[0]) !== digestOf(remote.users))) {
      this.say(`h|${origin}`);
    }
  }
}
