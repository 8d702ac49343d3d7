import type { DisputeReason, RefundDestination } from '../../../../contracts/orders/index.ts';

/*
 * What a user asks of an order, in the page's terms. The browser's binding
 * turns each into its DDP method's params (`startOrder`, `deliverOrder`, ...);
 * the contracts validate them there and again on the server.
 */

/** What the seller hands over: a message, or a game account's login. */
export type DeliveryDraft =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'credentials'; readonly login: string; readonly password: string; readonly extra: string };

export type OrderIntent =
  | { readonly kind: 'start' }
  | { readonly kind: 'deliver'; readonly delivery: DeliveryDraft }
  | { readonly kind: 'confirm' }
  /** Paid and not started, or late: cancelled and refunded at once. `refundTo` CARD: on to the card that paid (absent: credits). */
  | { readonly kind: 'cancel'; readonly refundTo?: RefundDestination }
  | { readonly kind: 'requestCancel'; readonly refundTo?: RefundDestination }
  | { readonly kind: 'answerCancel'; readonly accept: boolean }
  | { readonly kind: 'openDispute'; readonly reason: DisputeReason; readonly message: string; readonly refundTo?: RefundDestination }
  | { readonly kind: 'answerDispute'; readonly message: string }
  /** `amountMinor` only with PARTIAL_REFUND: what the buyer gets back, in the order's currency; `note` is the audit log's why. */
  | { readonly kind: 'resolveDispute'; readonly outcome: 'COMPLETE' | 'REFUND' | 'PARTIAL_REFUND'; readonly amountMinor?: number; readonly note: string }
  | { readonly kind: 'postProgress'; readonly percent: number | null; readonly rank: string; readonly note: string }
  | { readonly kind: 'rate'; readonly stars: number; readonly comment: string }
  /** Staff: refund in full, or `amountMinor` of the line only (the rest to the seller); `reason` is the audit log's why. */
  | { readonly kind: 'refund'; readonly amountMinor?: number; readonly reason: string }
  /** Staff: complete the order as if the buyer confirmed; `reason` is the audit log's why. */
  | { readonly kind: 'forceComplete'; readonly reason: string };

export type OrderIntentKind = OrderIntent['kind'];
