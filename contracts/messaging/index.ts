import * as v from 'valibot';
import { MAX_MESSAGE_ATTACHMENTS, MAX_MESSAGE_LENGTH, MEDIA_KEY } from '../../domain/index.ts';
import { recordId } from '../catalog/index.ts';
import { count, ddpMethod, ddpPublication } from '../shared/index.ts';

/*
 * Messaging on the wire: two-person conversations, numbered messages
 * (`seq`), read marks. Live through the `conversations`, `messages` and
 * `unseenCounts` publications; writes through three methods.
 */

const conversationId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a conversation id'));
const clientId = v.pipe(v.string(), v.regex(/^[\x21-\x7e]{8,64}$/, 'must be 8–64 visible ASCII characters'));
const seq = v.pipe(v.number(), v.safeInteger(), v.minValue(0, 'must be 0 or more'));

/** `openConversation({ userId })`: the conversation with that user, started when there is none. */
export const OpenConversationMethod = ddpMethod('openConversation', v.tuple([v.object({ userId: recordId })]), v.object({ conversationId: v.string() }));

/** `sendMessage({ conversationId, body, clientId })`: the same clientId again answers the message already sent. */
export const SendMessageMethod = ddpMethod(
  'sendMessage',
  v.tuple([
    v.object({
      conversationId,
      body: v.pipe(v.string(), v.maxLength(MAX_MESSAGE_LENGTH * 2, `must be at most ${MAX_MESSAGE_LENGTH} characters`)),
      // Images uploaded first (POST /api/media/uploads answers their key), or documents uploaded into this conversation (MESSAGE_FILE_UPLOAD_PATH answers `f_…`).
      attachments: v.optional(
        v.pipe(
          v.array(v.pipe(v.string(), v.check((key) => MEDIA_KEY.test(key) || MESSAGE_FILE_KEY.test(key), 'must be the key of an uploaded image or file'))),
          v.maxLength(MAX_MESSAGE_ATTACHMENTS, `must hold at most ${MAX_MESSAGE_ATTACHMENTS} attachments`),
        ),
      ),
      clientId,
    }),
  ]),
  v.object({ conversationId: v.string(), seq, createdAt: v.string() }),
);

/** `markRead({ conversationId, lastId })`: the caller has read up to message `lastId`. */
export const MarkReadMethod = ddpMethod('markRead', v.tuple([v.object({ conversationId, lastId: seq })]), v.object({ conversationId: v.string() }));

/** One conversation in the caller's inbox. */
export const ConversationDocSchema = v.object({
  counterpartId: v.string(),
  counterpartName: v.string(),
  counterpartSlug: v.string(),
  counterpartAvatar: v.nullable(v.string()),
  lastSeq: seq,
  lastBody: v.nullable(v.string()),
  lastMine: v.boolean(),
  lastAt: v.nullable(v.string()),
  unread: count,
  archived: v.boolean(),
  muted: v.boolean(),
  blocked: v.boolean(),
  /** The counterpart has read up to this number: "Seen" under the caller's messages up to it. */
  counterpartLastRead: seq,
  /** While in the future, the counterpart is typing. */
  counterpartTypingUntil: v.nullable(v.string()),
  /** The order whose conversation this is (system messages tell its events); null for the pair's own conversation. */
  orderId: v.nullable(v.string()),
});
export type ConversationDoc = v.InferOutput<typeof ConversationDocSchema>;
export const ConversationsPublication = ddpPublication('conversations', 'conversations', ConversationDocSchema);

/** A document sent with a message: download it from MESSAGE_FILE_PATH with its key (members only). */
export const MessageFileSchema = v.object({ key: v.string(), name: v.string(), type: v.string(), size: count });
export type MessageFile = v.InferOutput<typeof MessageFileSchema>;

/**
 * One message; its document id is `{conversationId}:{seq}`. `kind` 'text' is a party's message,
 * 'staff' one from staff who joined the order's dispute, 'system' an order event whose `body` is the
 * event's kind (e.g. 'paid', 'dispute_opened'; see ORDER_CHAT_EVENTS) and whose `senderId` is null.
 */
export const MessageDocSchema = v.object({
  conversationId: v.string(),
  seq,
  senderId: v.nullable(v.string()),
  kind: v.picklist(['text', 'staff', 'system']),
  body: v.string(),
  attachments: v.array(v.string()),
  files: v.array(MessageFileSchema),
  clientId: v.string(),
  createdAt: v.string(),
});
export type MessageDoc = v.InferOutput<typeof MessageDocSchema>;
export const MessagesPublication = ddpPublication('messages', 'messages', MessageDocSchema);
export const MessagesPublicationParams = v.tuple([v.object({ conversationId, before: v.optional(seq) })]);

/** The caller's unread messages over every conversation and unseen notifications, one document with id 'me'. */
export const UnseenCountsSchema = v.object({ messages: count, notifications: count });
export const UnseenCountsPublication = ddpPublication('unseenCounts', 'unseenCounts', UnseenCountsSchema);

const userId = recordId;
const switched = (field: 'blocked' | 'muted') => v.tuple([v.object({ userId, [field]: v.boolean() } as { userId: typeof userId } & Record<typeof field, v.BooleanSchema<undefined>>)]);

/** `blockUser({ userId, blocked })`: neither can write to the other while one blocks; answers the caller's blocked list. */
export const BlockUserMethod = ddpMethod('blockUser', switched('blocked'), v.object({ blockedUserIds: v.array(v.string()) }));
/** `muteUser({ userId, muted })`: their messages stop counting in the badge and the reminders; answers the caller's muted list. */
export const MuteUserMethod = ddpMethod('muteUser', switched('muted'), v.object({ mutedUserIds: v.array(v.string()) }));
export const ArchiveConversationMethod = ddpMethod('archiveConversation', v.tuple([v.object({ conversationId, archived: v.boolean() })]), v.object({ conversationId: v.string(), archived: v.boolean() }));
/** `reportMessage({ conversationId, seq, reason })`: the other party's message goes to staff, once per reporter. */
export const ReportMessageMethod = ddpMethod(
  'reportMessage',
  v.tuple([v.object({ conversationId, seq: v.pipe(seq, v.minValue(1)), reason: v.pipe(v.string(), v.trim(), v.minLength(3, 'must say why in a few words'), v.maxLength(500)) })]),
  v.object({ reported: v.literal(true) }),
);
export const MessageReportSchema = v.object({ id: v.string(), conversationId: v.string(), seq, reporterId: v.string(), senderId: v.nullable(v.string()), body: v.string(), reason: v.string(), createdAt: v.string() });
export type MessageReportAnswer = v.InferOutput<typeof MessageReportSchema>;
/** Staff: the open reports, oldest first. */
export const MessageReportsMethod = ddpMethod('messageReports', v.union([v.strictTuple([]), v.tuple([v.optional(v.object({}))])]), v.array(MessageReportSchema));
export const ResolveMessageReportMethod = ddpMethod('resolveMessageReport', v.tuple([v.object({ reportId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, 'must be a report id')) })]), v.object({ reportId: v.string(), status: v.literal('resolved') }));
/** `typing({ conversationId })`: the counterpart sees the caller typing for a few seconds. */
export const TypingMethod = ddpMethod('typing', v.tuple([v.object({ conversationId })]), v.object({ until: v.string() }));
/** `searchConversations({ q })`: the caller's conversations whose counterpart or any message matches, newest first. */
export const SearchConversationsMethod = ddpMethod('searchConversations', v.tuple([v.object({ q: v.pipe(v.string(), v.maxLength(100)) })]), v.object({ conversationIds: v.array(v.string()) }));
export * from './contacts.ts';

/** A document's key: `f_` and 32 hex digits. */
export const MESSAGE_FILE_KEY = /^f_[0-9a-f]{32}$/;

/** `openOrderConversation({ orderId })`: the order's conversation, for its buyer and seller, and for dispute staff (who join) while its dispute is open. */
export const OpenOrderConversationMethod = ddpMethod('openOrderConversation', v.tuple([v.object({ orderId: recordId })]), v.object({ conversationId: v.string(), staff: v.boolean() }));

/** POST: multipart with a `conversationId` field, then one `file` (pdf, txt or zip, at most 10 MB); answers its MessageFile. */
export const MESSAGE_FILE_UPLOAD_PATH = '/api/messages/files';
export const MESSAGE_FILE_UPLOAD_FIELD = 'file';
/** GET: the document, for members of its conversation only, as an attachment. */
export const MESSAGE_FILE_PATH = '/api/messages/files/:key';
export const MessageFileParams = v.object({ key: v.pipe(v.string(), v.regex(MESSAGE_FILE_KEY, 'must be a file key')) });
export const MessageFileUploadFields = v.object({ conversationId });
