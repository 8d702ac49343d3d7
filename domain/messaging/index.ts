/** Messaging: two-person conversations (per pair, per order), numbered messages, read marks. */
export { MAX_MESSAGE_ATTACHMENTS, MAX_MESSAGE_LENGTH, ORDER_CHAT_EVENTS, conversationPair, counterpartOf, isMember, isOrderChatEvent, messageBody, nextReadMark, type OrderChatEvent } from './conversation.ts';
export { MESSAGE_FILE_MAX_BYTES, MESSAGE_FILE_TYPES, messageFileName, sniffMessageFile, type MessageFileType } from './message-file.ts';
export { MESSAGING_ERROR_CODES, type MessagingErrorCode } from './errors.ts';
