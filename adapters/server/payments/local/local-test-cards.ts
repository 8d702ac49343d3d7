/**
 * The local provider's test cards, Stripe's numbers and messages
 * (docs.stripe.com/testing): what a card number does when it is charged.
 */
export type LocalCardBehaviour =
  | { readonly outcome: 'succeeds' }
  | { readonly outcome: 'requires_action' }
  | { readonly outcome: 'declined'; readonly reason: string };

export const LOCAL_TEST_CARDS: Readonly<Record<string, LocalCardBehaviour>> = {
  /** Visa: succeeds at once. */
  '4242424242424242': { outcome: 'succeeds' },
  /** Mastercard: succeeds at once. */
  '5555555555554444': { outcome: 'succeeds' },
  /** 3D Secure 2: the buyer must confirm on the provider's page. */
  '4000000000003220': { outcome: 'requires_action' },
  /** Generic decline. */
  '4000000000000002': { outcome: 'declined', reason: 'Your card was declined.' },
  /** Insufficient funds. */
  '4000000000009995': { outcome: 'declined', reason: 'Your card has insufficient funds.' },
  /** Kept for later charges without trouble, but every charge is declined (an ig-plus renewal that fails). */
  '4000000000000341': { outcome: 'declined', reason: 'Your card was declined.' },
};

/**
 * The cards the local provider keeps for later charges, by the token it keeps
 * instead of the number (Stripe's test PaymentMethod names). A card declined
 * outright is refused at saving, as Stripe's check of a new card refuses it.
 */
export const LOCAL_SAVABLE_CARDS: Readonly<Record<string, { readonly token: string; readonly brand: string }>> = {
  '4242424242424242': { token: 'visa', brand: 'visa' },
  '5555555555554444': { token: 'mastercard', brand: 'mastercard' },
  '4000000000003220': { token: 'threeDSecure2Required', brand: 'visa' },
  '4000000000000341': { token: 'chargeCustomerFail', brand: 'visa' },
};

/** The number behind a saved card's token (for its behaviour when charged). */
export function localCardOfToken(token: string): string | undefined {
  return Object.entries(LOCAL_SAVABLE_CARDS).find(([, saved]) => saved.token === token)?.[0];
}

/** What charging `card` (digits only) does; any other number is declined, as it is no test card. */
export function localCardBehaviour(card: string): LocalCardBehaviour {
  return LOCAL_TEST_CARDS[card] ?? { outcome: 'declined', reason: 'Your card number is not a test card this provider accepts.' };
}
