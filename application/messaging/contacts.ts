import { err, ok, type Result } from 'neverthrow';
import { requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import { isPublicUser } from '../catalog/index.ts';
import type { ProductReader } from '../catalog/ports/index.ts';

/** Someone the user dealt with, and when last. */
export interface Acquaintance {
  readonly userId: string;
  readonly at: Date;
}

/** The people a user talked with, and the blocks between them; the messaging tables answer it. */
export interface ContactsStore {
  /** Counterparts of the user's conversations with a message, most recent first. */
  talkedWith(userId: string, limit: number): Promise<readonly Acquaintance[]>;
  /** Of `ids`, those the user blocked or who blocked the user. */
  blockedEitherWay(userId: string, ids: readonly string[]): Promise<ReadonlySet<string>>;
}

/** The people a user bought from or sold to (either side of an order), most recent first; the orders context answers it. */
export interface TradePartners {
  tradedWith(userId: string, limit: number): Promise<readonly Acquaintance[]>;
}

/** Whether a user has a live connection; this process's sessions when nothing wider is known. */
export interface Presence {
  isOnline(userId: string): boolean;
}

export interface Contact {
  readonly userId: string;
  readonly username: string;
  readonly slug: string;
  readonly avatar: string | null;
  readonly online: boolean;
  readonly traded: boolean;
  readonly talked: boolean;
  readonly lastAt: Date;
}

/** How many contacts the chat widget lists. */
export const CONTACTS_LIMIT = 50;

/**
 * The contacts of spec §3: the people one has traded with (orders, either
 * side) or talked with (conversations), most recent first. People blocked
 * either way are left out: the widget is for writing, and neither side can
 * write to the other (the inbox still shows the conversation, with its
 * unblock switch). Banned or removed accounts are left out as everywhere.
 */
export class Contacts {
  constructor(
    private readonly deps: {
      readonly store: ContactsStore;
      readonly trades: TradePartners;
      readonly users: Pick<ProductReader, 'sellersByIds'>;
      readonly presence?: Presence;
    },
  ) {}

  async list(actor: Actor): Promise<Result<readonly Contact[], DomainError>> {
    const user = requirePermission(actor, 'messages.use');
    if (user.isErr()) return err(user.error);
    const me = user.value;
    const [talked, traded] = await Promise.all([this.deps.store.talkedWith(me, CONTACTS_LIMIT), this.deps.trades.tradedWith(me, CONTACTS_LIMIT)]);
    const seen = new Map<string, { at: Date; talked: boolean; traded: boolean }>();
    for (const [list, kind] of [
      [talked, 'talked'],
      [traded, 'traded'],
    ] as const) {
      for (const a of list) {
        if (a.userId === me) continue;
        const entry = seen.get(a.userId) ?? { at: a.at, talked: false, traded: false };
        entry[kind] = true;
        if (a.at > entry.at) entry.at = a.at;
        seen.set(a.userId, entry);
      }
    }
    const ids = [...seen.keys()];
    if (ids.length === 0) return ok([]);
    const [blocked, people] = await Promise.all([this.deps.store.blockedEitherWay(me, ids), this.deps.users.sellersByIds(ids)]);
    const contacts = people
      .filter((p) => isPublicUser(p) && !blocked.has(p.id))
      .map((p): Contact => {
        const entry = seen.get(p.id) ?? { at: new Date(0), talked: false, traded: false };
        return { userId: p.id, username: p.username, slug: p.slug, avatar: p.avatar, online: this.deps.presence?.isOnline(p.id) ?? false, traded: entry.traded, talked: entry.talked, lastAt: entry.at };
      });
    return ok(contacts.sort((a, b) => b.lastAt.getTime() - a.lastAt.getTime() || a.username.localeCompare(b.username)).slice(0, CONTACTS_LIMIT));
  }
}
