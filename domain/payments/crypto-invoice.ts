/**
 * Crypto invoice rules (issue 10, item 3): an invoice is open for 15 minutes
 * (Sharetribe's window for an unpaid transaction); what arrives is credited
 * whenever it arrives (see payment-machine.ts). A buyer confirming a card on
 * the provider's page gets the same window.
 */
export const INVOICE_WINDOW_MS = 15 * 60 * 1000;

/** When a payment opened at `openedAt` stops waiting for the buyer. */
export function paymentExpiresAt(openedAt: Date): Date {
  return new Date(openedAt.getTime() + INVOICE_WINDOW_MS);
}

/** Whether `received` pays an invoice of `asked` in full (an under-payment never does). */
export function paysInFull(askedMinor: number, receivedMinor: number): boolean {
  return receivedMinor >= askedMinor;
}
