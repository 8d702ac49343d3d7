/**
 * Stripe's test mode never sees a card number from a server: the card is a
 * test PaymentMethod token. The numbers our checkout accepts in test mode map
 * to Stripe's tokens (docs.stripe.com/testing#cards):
 *
 * | number              | token                                   | what Stripe does                  |
 * |---------------------|-----------------------------------------|-----------------------------------|
 * | 4242 4242 4242 4242 | pm_card_visa                            | succeeds                          |
 * | 5555 5555 5555 4444 | pm_card_mastercard                      | succeeds                          |
 * | 4000 0000 0000 3220 | pm_card_threeDSecure2Required           | requires_action (3DS redirect)    |
 * | 4000 0000 0000 0002 | pm_card_chargeDeclined                  | card_declined, generic_decline    |
 * | 4000 0000 0000 9995 | pm_card_chargeDeclinedInsufficientFunds | card_declined, insufficient_funds |
 * | 4000 0000 0000 0341 | pm_card_chargeCustomerFail              | attaches; every charge declined   |
 *
 * Any other number is refused before Stripe is called: live card numbers
 * must be collected by Stripe's own page, never sent to our server.
 */
export const STRIPE_TEST_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  '4242424242424242': 'pm_card_visa',
  '5555555555554444': 'pm_card_mastercard',
  '4000000000003220': 'pm_card_threeDSecure2Required',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
  '4000000000000341': 'pm_card_chargeCustomerFail',
};
