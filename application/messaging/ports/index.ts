/** A conversation as one party sees it in their inbox. */
export interface ConversationSummary {
  readonly id: string;
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

export interface MessageRecord {
  readonly conversationId: string;
  readonly seq: number;
  readonly senderId: string;
  readonly body: string;
  readonly clientId: string;
  /** Keys of the images sent with it. */
  readonly attachments: readonly string[];
  readonly createdAt: Date;
}

export interface ConversationRecord {
  readonly id: string;
  readonly userA: string;
  readonly userB: string;
  readonly lastSeq: number;
}

/** Conversations and messages in the database; every call joins the caller's unit of work. */
export interface MessagingStore {
  /** The pair's conversation, created (with both read marks) when missing. */
  openPair(pair: readonly [string, string], newId: string, at: Date): Promise<ConversationRecord>;
  find(conversationId: string): Promise<ConversationRecord | undefined>;
  /** The message this sender already sent with this client id, if any. */
  sentWith(senderId: string, clientId: string): Promise<MessageRecord | undefined>;
  /** Takes the next number under the conversation's lock and stores the message with it. */
  append(message: Omit<MessageRecord, 'seq'>): Promise<MessageRecord>;
  markRead(conversationId: string, userId: string, seq: number): Promise<void>;
  /** The user's conversations with a message, newest activity first. */
  summaries(userId: string, limit: number): Promise<readonly ConversationSummary[]>;
  /** Up to `limit` messages, the newest before `before` (or the newest), oldest first. */
  messages(conversationId: string, before: number | null, limit: number): Promise<readonly MessageRecord[]>;
  /** Messages of others after the user's read marks, over all their conversations or in one. */
  unreadCount(userId: string, conversationId?: string): Promise<number>;
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
  readonly senderId: string;
  readonly createdAt: Date;
}

/** Blocking, muting, archiving, reports, typing marks and search over the same tables; every call joins the caller's unit of work. */
export interface ConversationControlsStore {
  /** Adds `otherId` to or removes it from the user's blocked or muted list; answers the list. */
  setListed(userId: string, list: 'blocked' | 'muted', otherId: string, on: boolean): Promise<readonly string[]>;
  /** Whether either of the two has blocked the other. */
  blockedBetween(a: string, b: string): Promise<boolean>;
  setArchived(conversationId: string, userId: string, archived: boolean): Promise<void>;
  messageAt(conversationId: string, seq: number): Promise<MessageRecord | undefined>;
  /** Stores the report; false when this reporter had already reported that message. */
  report(r: { readonly conversationId: string; readonly seq: number; readonly reporterId: string; readonly reason: string; readonly createdAt: Date }): Promise<boolean>;
  openReports(limit: number): Promise<readonly MessageReport[]>;
  /** Resolves an open report; false when there is no such open report. */
  resolveReport(id: number, staffId: string, at: Date): Promise<boolean>;
  setTyping(conversationId: string, userId: string, until: Date): Promise<void>;
  /** The user's conversations whose counterpart's name or any message matches `q`. */
  search(userId: string, q: string, limit: number): Promise<readonly string[]>;
}
