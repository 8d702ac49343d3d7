export { CONVERSATIONS_COLLECTION, INBOX_COLLECTION, MESSAGES_PAGE, Messaging } from './messaging.ts';
export type { ConversationSummary, MessageRecord, MessagingStore } from './ports/index.ts';
export { unreadMessageReminder } from './unread-reminder.ts';
export type { UnreadReminders } from './ports/index.ts';
export { ConversationControls, TYPING_SHOWN_MS } from './conversation-controls.ts';
export type { ConversationControlsStore, MessageReport } from './ports/index.ts';
export { Contacts, CONTACTS_LIMIT, type Acquaintance, type Contact, type ContactsStore, type Presence, type TradePartners } from './contacts.ts';
