/** The error codes of messaging: an unknown conversation (or one the caller is not in), a message to oneself. */
export const MESSAGING_ERROR_CODES = ['CONVERSATION_NOT_FOUND', 'CANNOT_MESSAGE_SELF', 'USER_BLOCKED', 'MESSAGE_REPORT_NOT_FOUND'] as const;
export type MessagingErrorCode = (typeof MESSAGING_ERROR_CODES)[number];
