import * as v from 'valibot';
import { UNREAD_MESSAGE_EMAIL_DELAY_MS } from '../../domain/index.ts';
import { defineTimerKind } from '../shared/timer-handlers.ts';

/** A message to `userId` in a conversation may still be unread: look again, and e-mail them if it is. */
export const unreadMessageReminder = defineTimerKind('unreadMessageReminder', v.object({ conversationId: v.string(), userId: v.string() }));

/** One reminder per conversation and recipient: each new message moves it to 5 minutes after itself, so a lively chat is not e-mailed mid-way. */
export function unreadReminderAt(conversationId: string, userId: string, sentAt: Date) {
  return unreadMessageReminder.at(`unreadMessageReminder:${conversationId}:${userId}`, new Date(sentAt.getTime() + UNREAD_MESSAGE_EMAIL_DELAY_MS), { conversationId, userId });
}
