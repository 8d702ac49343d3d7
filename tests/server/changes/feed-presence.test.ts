import { describe, expect, it } from 'vitest';
import { FeedPresence, type LocalSessions } from '../../../adapters/server/changes/feed-presence.ts';
import { InProcessChangeFeed } from '../../../adapters/server/changes/in-process-change-feed.ts';

/** One process's logged-in users, as the DDP session registry tells them. */
class Sessions implements LocalSessions {
  private readonly online = new Set<string>();
  private readonly watchers = new Set<(userId: string, online: boolean) => void>();
  users = () => [...this.online];
  sessionsOf = (userId: string) => (this.online.has(userId) ? ['c1'] : []);
  watch(watcher: (userId: string, online: boolean) => void) {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }
  set(userId: string, online: boolean): void {
    if (online) this.online.add(userId);
    else this.online.delete(userId);
    for (const w of this.watchers) w(userId, online);
  }
}

/** Several "processes" on one feed (as LISTEN/NOTIFY joins them), with a clock the test moves; heartbeats are left to the test. */
function cluster() {
  const feed = new InProcessChangeFeed();
  let now = 1_000_000;
  const clock = { now: () => now, advance: (ms: number) => void (now += ms) };
  const process = () => {
    const sessions = new Sessions();
    const presence = new FeedPresence(feed, sessions, { heartbeatMs: 3_600_000, ttlMs: 15_000, now: clock.now });
    return { sessions, presence };
  };
  return { feed, clock, process };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('presence shared through the change feed', () => {
  it('shows a user online on every process while they are logged in on any, and offline once they leave', async () => {
    const { process } = cluster();
    const a = process();
    const b = process();
    a.presence.start();
    b.presence.start();
    b.sessions.set('seller', true);
    await settled();
    expect(a.presence.isOnline('seller')).toBe(true);
    expect(b.presence.isOnline('seller')).toBe(true);
    expect(a.presence.isOnline('someone-else')).toBe(false);
    b.sessions.set('seller', false);
    await settled();
    expect(a.presence.isOnline('seller')).toBe(false);
  });

  it('a process started later learns who the running ones already have online', async () => {
    const { process } = cluster();
    const a = process();
    a.presence.start();
    a.sessions.set('buyer', true);
    await settled();
    const late = process();
    late.presence.start();
    await settled();
    expect(late.presence.isOnline('buyer')).toBe(true);
  });

  it("forgets a dead process's users once it has not been heard from for the TTL, and a stopped one's at once", async () => {
    const { process, clock } = cluster();
    const a = process();
    const dying = process();
    const leaving = process();
    for (const p of [a, dying, leaving]) p.presence.start();
    dying.sessions.set('u1', true);
    leaving.sessions.set('u2', true);
    await settled();
    expect(a.presence.isOnline('u1')).toBe(true);
    await leaving.presence.stop();
    await settled();
    expect(a.presence.isOnline('u2')).toBe(false);
    // The dying process says nothing more: no beat, no goodbye.
    clock.advance(14_000);
    expect(a.presence.isOnline('u1')).toBe(true);
    clock.advance(2_000);
    expect(a.presence.isOnline('u1')).toBe(false);
  });

  it('a process whose picture of another is off (it missed changes) asks for it again on the next heartbeat', async () => {
    const { process, feed } = cluster();
    const a = process();
    a.presence.start();
    const b = new Sessions();
    b.set('missed', true);
    // B's users came online while nobody listened; B's first heartbeat tells A its count does not match.
    const presenceB = new FeedPresence(feed, b, { heartbeatMs: 3_600_000 });
    presenceB.start();
    await settled();
    expect(a.presence.isOnline('missed')).toBe(true);
  });
});
