import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ProviderSavedCard, SavedCardRef } from '../../../../application/payments/ports/index.ts';
import { localCardBehaviour, localCardOfToken, LOCAL_SAVABLE_CARDS } from './local-test-cards.ts';

/*
 * The local provider's kept cards, without a table of its own: a kept card's
 * method id is its test token signed with the provider's secret together with
 * the customer, so it survives restarts, cannot be forged from outside, and
 * never holds the number. Customers are derived from our user id the same way.
 */

const sign = (secret: string, text: string) => createHmac('sha256', secret).update(`local-card-vault:${text}`).digest('base64url').slice(0, 22);

export function localCustomerOf(secret: string, userId: string): string {
  return `lcus_${sign(secret, `customer:${userId}`)}`;
}

/** The card kept for `userId`, or why it cannot be kept (a card declined outright, a number that is no test card). */
export function keepLocalCard(secret: string, userId: string, card: string, now: Date): ProviderSavedCard | { readonly refused: string } {
  const savable = LOCAL_SAVABLE_CARDS[card];
  if (savable === undefined) {
    const behaviour = localCardBehaviour(card);
    return { refused: behaviour.outcome === 'declined' ? behaviour.reason : 'This card cannot be kept for later charges.' };
  }
  const customerId = localCustomerOf(secret, userId);
  // Test cards take any future expiry; the provider reports the end of the year three years on, as a typed expiry would be.
  return { customerId, methodId: `lpm_${savable.token}_${sign(secret, `method:${customerId}:${savable.token}`)}`, brand: savable.brand, last4: card.slice(-4), expMonth: 12, expYear: now.getUTCFullYear() + 3 };
}

/** The test number behind a kept card, when its method id is one this provider signed for that customer. */
export function localCardOfSaved(secret: string, saved: SavedCardRef): string | undefined {
  const match = /^lpm_([A-Za-z0-9]+)_([A-Za-z0-9_-]{22})$/.exec(saved.methodId);
  if (match === null) return undefined;
  const [, token = '', signature = ''] = match;
  const expected = sign(secret, `method:${saved.customerId}:${token}`);
  if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return undefined;
  return localCardOfToken(token);
}
