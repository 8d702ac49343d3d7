import { INVOICE_WINDOW_MS, PAYMENT_WINDOW_MS, TOP_UP_MAX_USD, TOP_UP_MIN_USD, formatMoney } from '../../../../domain/index.ts';
import type { TrustDocument } from './types.ts';

/** The figures of the order rules the guarantee quotes, read from the domain so the page cannot drift from the code. */
export const GUARANTEE_FACTS = {
  paymentMinutes: PAYMENT_WINDOW_MS / 60_000,
  invoiceMinutes: INVOICE_WINDOW_MS / 60_000,
  topUpMin: formatMoney(TOP_UP_MIN_USD),
  topUpMax: formatMoney(TOP_UP_MAX_USD),
} as const;

const f = GUARANTEE_FACTS;

/** /guarantee: what the buyer protection covers, in detail (the translated summary sits above it). */
export const GUARANTEE: TrustDocument = {
  id: 'guarantee',
  updated: '2026-11-23',
  sections: [
    {
      id: 'escrow',
      paragraphs: [
        `When you pay, the money does not go to the seller. It moves in our ledger from your payment into an escrow account for that order, and from there two holds are placed: the item price towards the seller’s pending funds and the service fee towards us. The seller can only withdraw once the order is settled; until then a refund simply releases the holds and pays the escrow back to you.`,
        'Every movement of money is a balanced double-entry posting with its own idempotency key, so a payment confirmed twice by a provider, or a button clicked twice, is only ever counted once.',
      ],
    },
    {
      id: 'payment',
      paragraphs: [`After checkout you have ${f.paymentMinutes} minutes to pay (a crypto invoice is also valid for ${f.invoiceMinutes} minutes). If you do not pay in time, the order expires, nothing is charged, and the reserved stock returns to the seller. If a payment arrives after the order expired, the amount is credited to your site credits in full and you can spend it or use it for the next order.`],
    },
    {
      id: 'cancel',
      paragraphs: ['You can cancel a paid order from your dashboard as long as the seller has not started it. The refund is immediate and complete: everything you paid, the service fee included, goes back to your site credits, and any coupon or ig-plus discount is returned to us, not taken from you.'],
    },
    {
      id: 'problems',
      paragraphs: ['If the seller does not deliver within the stated delivery time, or delivers something other than the listing describes, do not confirm the order. Open a ticket at /support with the topic “Orders” and your order id. Staff look at the order, the chat and the delivery evidence, and refund you from the escrow when the seller cannot show a correct delivery.'],
      items: [
        'Covered: items, currency, boosts or accounts not delivered, delivered incompletely, or not as described.',
        'Covered: an account recovered by its previous owner after you received it, when reported within 14 days.',
        'Not covered: bans or item removals by the game publisher for rule breaking you took part in, or deals and payments made outside the marketplace.',
      ],
    },
    {
      id: 'credits',
      paragraphs: [`Refunds go to your site credits first, because that is immediate. Credits can be used for any order. You can also top up credits directly with ${f.topUpMin} to ${f.topUpMax} per payment.`],
    },
    {
      id: 'safety',
      paragraphs: ['Stay protected by keeping everything on the marketplace: pay only at checkout, talk to sellers only in our chat, and never give anyone your marketplace password or two-factor code. Staff will never ask for them.'],
    },
  ],
};
