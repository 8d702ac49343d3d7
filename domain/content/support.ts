/**
 * Support tickets: what a visitor may write to staff from /support (and the
 * DMCA takedown form, which is a ticket of topic `dmca`). Readings: an e-mail
 * is always required, since staff answer by e-mail, even for a signed-in user
 * (it may not be the account's address); an order id is optional.
 */
export const SUPPORT_TOPICS = ['orders', 'payments', 'account', 'selling', 'dmca', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** Bounds shared by the wire schema, the form and the table's columns. */
export const SUPPORT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  messageMin: 20,
  messageMax: 5000,
  orderId: 64,
  url: 2048,
} as const;

/** A ticket's state in the staff queue. */
export const SUPPORT_TICKET_STATES = ['open', 'answered', 'closed'] as const;
export type SupportTicketState = (typeof SUPPORT_TICKET_STATES)[number];
