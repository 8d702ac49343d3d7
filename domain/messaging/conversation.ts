import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';

/**
 * Conversations between two users: one per pair, whoever opened it (so a
 * buyer who asks twice, or a seller who answers, finds the same thread).
 * Messages are numbered per conversation (`seq` 1, 2, …), so a client that
 * reconnects asks for what came after the last number it saw, and a user's
 * unread count is the other party's messages after the last number they read.
 */

/** The longest message: a long answer fits, a pasted book does not. */
export const MAX_MESSAGE_LENGTH = 2_000;

/** The pair's two ids in a fixed order: the key of their one conversation. */
export function conversationPair(a: string, b: string): Result<readonly [string, string], DomainError> {
  if (a === b) return err(domainError('CANNOT_MESSAGE_SELF', 'You cannot start a conversation with yourself', { field: 'userId' }));
  return ok(a < b ? [a, b] : [b, a]);
}

/** The other party of a two-person conversation, or undefined when `me` is not in it. */
export function counterpartOf(conversation: { readonly userA: string; readonly userB: string }, me: string): string | undefined {
  if (conversation.userA === me) return conversation.userB;
  if (conversation.userB === me) return conversation.userA;
  return undefined;
}

/** The read mark after reading up to `seq`: it never moves back, and never past the last message. */
export function nextReadMark(current: number, seq: number, lastSeq: number): number {
  return Math.max(current, Math.min(seq, lastSeq));
}

/** The most images one message carries. */
export const MAX_MESSAGE_ATTACHMENTS = 4;

/** A message's text as stored: trimmed, line breaks kept, at most MAX_MESSAGE_LENGTH characters; empty only when images carry the message. */
export function messageBody(text: string, attachments = 0): Result<string, DomainError> {
  const body = text.replace(/\r\n?/g, '\n').trim();
  if (body === '' && attachments === 0) return err(domainError('VALIDATION_FAILED', 'Write a message first', { field: 'body' }));
  if (body.length > MAX_MESSAGE_LENGTH) return err(domainError('VALIDATION_FAILED', `A message holds at most ${MAX_MESSAGE_LENGTH} characters`, { field: 'body' }));
  return ok(body);
}

/** Whether `me` belongs to the conversation: one of its two parties, or staff who joined it (an order's dispute). */
export function isMember(conversation: { readonly userA: string; readonly userB: string; readonly staffIds?: readonly string[] }, me: string): boolean {
  return counterpartOf(conversation, me) !== undefined || (conversation.staffIds ?? []).includes(me);
}

/**
 * The order events that become a system message in the order's conversation: the steps both sides
 * should see in the thread. Reminders, progress notes, reviews, settlement and the dispute thread's
 * own messages stay in notifications and the order page.
 */
export const ORDER_CHAT_EVENTS = [
  'paid',
  'started',
  'delivered',
  'cancel_requested',
  'cancel_accepted',
  'cancel_declined',
  'cancelled',
  'dispute_opened',
  'dispute_resolved',
  'confirmed',
  'auto_completed',
  'force_completed',
  'refunded',
  'partially_refunded',
] as const;
export type OrderChatEvent = (typeof ORDER_CHAT_EVENTS)[number];
export const isOrderChatEvent = (kind: string): kind is OrderChatEvent => (ORDER_CHAT_EVENTS as readonly string[]).includes(kind);
