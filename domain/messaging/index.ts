/** Messaging: two-person conversations, numbered messages, read marks. */
export { MAX_MESSAGE_ATTACHMENTS, MAX_MESSAGE_LENGTH, conversationPair, counterpartOf, messageBody, nextReadMark } from './conversation.ts';
export { MESSAGING_ERROR_CODES, type MessagingErrorCode } from './errors.ts';
