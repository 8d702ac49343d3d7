export { CONVERSATIONS_COLLECTION, INBOX_COLLECTION, MESSAGES_PAGE, Messaging } from './messaging.ts';
export type { ConversationSummary, MessageFileBytes, MessageFileRecord, MessageFileRef, MessageKind, MessageRecord, MessagingStore, OrderChatDirectory, TypingMarks } from './ports/index.ts';
export { unreadMessageReminder } from './unread-reminder.ts';
export type { UnreadReminders } from './ports/index.ts';
export { ConversationControls, TYPING_COLLECTION, TYPING_SHOWN_MS } from './conversation-controls.ts';
export { typingChange, typingMarkOf, type TypingMark } from './typing.ts';
export type { ConversationControlsStore, MessageReport } from './ports/index.ts';
export { OrderConversations } from './order-conversations.ts';
export { MessageFiles } from './message-files.ts';
