export { CONVERSATIONS_COLLECTION, INBOX_COLLECTION, MESSAGES_PAGE, Messaging } from './messaging.ts';
export type { ConversationSummary, MessageRecord, MessagingStore } from './ports/index.ts';
