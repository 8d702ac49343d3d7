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
};

/** What charging `card` (digits only) does; any other number is declined, as it is no test card. */
export function localCardBehaviour(card: string): LocalCardBehaviour {
  return LOCAL_TEST_CARDS[card] ?? { outcome: 'declined', reason: 'Your card number is not a test card this provider accepts.' };
}
