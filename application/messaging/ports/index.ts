/** A conversation as one party sees it in their inbox. */
export interface ConversationSummary {
  readonly id: string;
  /** The order whose conversation this is; null for the pair's own. */
  readonly orderId: string | null;
  readonly counterpart: { readonly id: string; readonly username: string; readonly slug: string; readonly avatar: string | null };
  readonly lastSeq: number;
  readonly lastMessage: { readonly body: string; readonly mine: boolean; readonly at: Date } | null;
  readonly unread: number;
  readonly archived: boolean;
  /** The counterpart is on the user's muted list: their messages do not count in the badge. */
  readonly muted: boolean;
  /** The user has blocked the counterpart. */
  readonly blocked: boolean;
  /** How far the counterpart has read: the user's messages up to it were seen. */
  readonly counterpartLastRead: number;
  /** Until when the counterpart is shown typing, if they are. */
  readonly counterpartTypingUntil: Date | null;
}

/** A document sent with a message, as its members see it. */
export interface MessageFileRef {
  readonly key: string;
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** 'text': a party's message; 'staff': one from staff who joined for a dispute; 'system': an order event (its body is the event's kind). */
export type MessageKind = 'text' | 'staff' | 'system';

export interface MessageRecord {
  readonly conversationId: string;
  readonly seq: number;
  /** Null for a system message. */
  readonly senderId: string | null;
  readonly kind: MessageKind;
  readonly body: string;
  readonly clientId: string;
  /** Keys of the images sent with it. */
  readonly attachments: readonly string[];
  /** Documents sent with it. */
  readonly files: readonly MessageFileRef[];
  readonly createdAt: Date;
}

export interface ConversationRecord {
  readonly id: string;
  readonly userA: string;
  readonly userB: string;
  readonly lastSeq: number;
  /** The order it belongs to; null for a pair's own conversation. */
  readonly orderId: string | null;
  /** Staff who joined (an order's dispute). */
  readonly staffIds: readonly string[];
}

/** A stored document, bound to the conversation it was uploaded into. */
export interface MessageFileRecord extends MessageFileRef {
  readonly conversationId: string;
  readonly uploaderId: string;
  readonly createdAt: Date;
}

/** What messaging knows of an order: its two sides and whether a dispute is open (the orders context answers; messaging never imports it). */
export interface OrderChatDirectory {
  partiesOf(orderId: string): Promise<{ readonly buyerId: string; readonly sellerId: string; readonly disputeOpen: boolean } | undefined>;
}

/** The bytes of documents, in a private store (never served as public media). */
export interface MessageFileBytes {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  /** Gone already is fine: removing twice is harmless. */
  remove(key: string): Promise<void>;
}

/** Documents uploaded but never sent: no message of their conversation names them. */
export interface UnsentMessageFiles {
  /** Deletes the rows of at most `limit` unsent documents uploaded before `before` (joining the caller's transaction); answers their keys. */
  removeUnsent(before: Date, limit: number): Promise<readonly string[]>;
}

/** Conversations and messages in the database; every call joins the caller's unit of work. */
export interface MessagingStore {
  /** The pair's conversation, created (with both read marks) when missing. */
  openPair(pair: readonly [string, string], newId: string, at: Date): Promise<ConversationRecord>;
  /** The order's conversation between its two sides, created (with both read marks) when missing. */
  openOrder(orderId: string, pair: readonly [string, string], newId: string, at: Date): Promise<ConversationRecord>;
  /** Adds a staff member (with a read mark); answers the conversation as it now is. */
  addStaff(conversationId: string, staffId: string): Promise<ConversationRecord>;
  find(conversationId: string): Promise<ConversationRecord | undefined>;
  /** The message this sender already sent with this client id, if any. */
  sentWith(senderId: string, clientId: string): Promise<MessageRecord | undefined>;
  /** Takes the next number under the conversation's lock and stores the message with it. */
  append(message: Omit<MessageRecord, 'seq'>): Promise<MessageRecord>;
  /** Stores a system message under the conversation's lock unless one with this event key is there; undefined when it was. */
  appendSystem(m: { readonly conversationId: string; readonly eventKey: string; readonly body: string; readonly createdAt: Date }): Promise<MessageRecord | undefined>;
  /** Up to `limit` messages after number `after`, oldest first (what a live subscription has not sent yet). */
  messagesAfter(conversationId: string, after: number, limit: number): Promise<readonly MessageRecord[]>;
  addFile(file: MessageFileRecord): Promise<void>;
  file(key: string): Promise<MessageFileRecord | undefined>;
  markRead(conversationId: string, userId: string, seq: number): Promise<void>;
  /** The user's conversations with a message, newest activity first. */
  summaries(userId: string, limit: number): Promise<readonly ConversationSummary[]>;
  /** Up to `limit` messages, the newest before `before` (or the newest), oldest first. */
  messages(conversationId: string, before: number | null, limit: number): Promise<readonly MessageRecord[]>;
  /** Messages of others after the user's read marks, over all their conversations or in one. */
  unreadCount(userId: string, conversationId?: string): Promise<number>;
}

/**
 * The same writes as `MessagingStore` for many messages at once (a group
 * commit of sends): a handful of statements per batch instead of several
 * per message. Every call joins the caller's unit of work.
 */
export interface MessageBatchStore {
  findMany(conversationIds: readonly string[]): Promise<readonly ConversationRecord[]>;
  /** The messages these senders already sent with these client ids. */
  sentWithMany(keys: readonly { readonly senderId: string; readonly clientId: string }[]): Promise<readonly MessageRecord[]>;
  /**
   * Numbers the messages under their conversations' row locks (taken in id
   * order, so two batches never wait for each other in a circle), in the
   * order given within each conversation, stores them, moves each sender's
   * read mark to their last one and un-archives the conversation for the others.
   */
  appendMany(messages: readonly Omit<MessageRecord, 'seq'>[]): Promise<readonly MessageRecord[]>;
  /** For each conversation, up to `limit` messages after its number, oldest first, in one read. */
  messagesAfterMany(requests: readonly { readonly conversationId: string; readonly after: number }[], limit: number): Promise<readonly MessageRecord[]>;
}

/** Reminds a user by e-mail of messages left unread (the notifications context implements it). */
export interface UnreadReminders {
  emailUnread(userId: string, p: { readonly conversationId: string; readonly counterpartName: string; readonly unread: number }): Promise<void>;
}

export interface MessageReport {
  readonly id: number;
  readonly conversationId: string;
  readonly seq: number;
  readonly reporterId: string;
  readonly reason: string;
  readonly body: string;
  /** Null for a system message (which cannot be reported: it is never someone else's). */
  readonly senderId: string | null;
  readonly createdAt: Date;
}

/** Blocking, muting, archiving, reports, typing marks and search over the same tables; every call joins the caller's unit of work. */
export interface ConversationControlsStore {
  /** Adds `otherId` to or removes it from the user's blocked or muted list; answers the list. */
  setListed(userId: string, list: 'blocked' | 'muted', otherId: string, on: boolean): Promise<readonly string[]>;
  /** Whether either of the two has blocked the other. */
  blockedBetween(a: string, b: string): Promise<boolean>;
  /** Of these pairs, those where either has blocked the other (one look for a batch of sends). */
  blockedAmong(pairs: readonly (readonly [string, string])[]): Promise<readonly (readonly [string, string])[]>;
  setArchived(conversationId: string, userId: string, archived: boolean): Promise<void>;
  messageAt(conversationId: string, seq: number): Promise<MessageRecord | undefined>;
  /** Stores the report; false when this reporter had already reported that message. */
  report(r: { readonly conversationId: string; readonly seq: number; readonly reporterId: string; readonly reason: string; readonly createdAt: Date }): Promise<boolean>;
  openReports(limit: number): Promise<readonly MessageReport[]>;
  /** Resolves an open report; false when there is no such open report. */
  resolveReport(id: number, staffId: string, at: Date): Promise<boolean>;
  /** The user's conversations whose counterpart's name or any message matches `q`. */
  search(userId: string, q: string, limit: number): Promise<readonly string[]>;
}

/**
 * Typing marks, kept out of the database: each process holds the marks it heard (its own and, through
 * the change feed, the other processes'); a mark lasts a few seconds, so losing one costs nothing.
 */
export interface TypingMarks {
  /** Records the mark and tells the `tell` users' inboxes (in every process). */
  set(mark: { readonly conversationId: string; readonly userId: string; readonly until: Date; readonly tell: readonly string[] }): Promise<void>;
  /** Until when the user is shown typing in the conversation, if a mark is known. */
  until(conversationId: string, userId: string): Date | null;
}
