/** A conversation as one party sees it in their inbox. */
export interface ConversationSummary {
  readonly id: string;
  readonly counterpart: { readonly id: string; readonly username: string; readonly slug: string; readonly avatar: string | null };
  readonly lastSeq: number;
  readonly lastMessage: { readonly body: string; readonly mine: boolean; readonly at: Date } | null;
  readonly unread: number;
}

export interface MessageRecord {
  readonly conversationId: string;
  readonly seq: number;
  readonly senderId: string;
  readonly body: string;
  readonly clientId: string;
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
