import type { GameSeed, ProductTypeValue } from './catalog-types.ts';
import type { DeliveryDuration } from './listing-stock.ts';
import type { Prng } from './prng.ts';

/**
 * Listing descriptions in English, as sellers write them: what is sold, how
 * it is delivered and what is guaranteed. Sellers write their own text, so
 * these are not translated.
 */

const DELIVERY_TEXT: Readonly<Record<DeliveryDuration, string>> = {
  INSTANT: 'Delivered instantly after payment.',
  '1H': 'Delivered within 1 hour.',
  '6H': 'Delivered within 6 hours.',
  '24H': 'Delivered within 24 hours.',
  '3D': 'Completed within 3 days.',
};

const BODY: Readonly<Record<ProductTypeValue, readonly string[]>> = {
  currency: [
    'Safe hand-farmed {game} currency; I never ask for your password.',
    'Trusted {game} seller with thousands of trades. Send your in-game name in the order chat.',
  ],
  'top-up': [
    'Official {game} top-up straight to your account. Send your player ID in the order chat.',
    'Legit {game} top-up from an authorised reseller: no bans, no chargebacks.',
  ],
  'gift-cards': ['Digital {game} code, sent by order chat. Check your account region before you buy.'],
  items: ['Traded in game by a real player, not a bot. Tell me your in-game name and when you are online.'],
  skins: ['Sent by trade offer from a trade-ready inventory. Please make sure your trade link is correct.'],
  accounts: [
    'Full access with the original email; login and recovery details are sent in the order chat.',
    'Hand-leveled {game} account, never banned. Change the password right after delivery.',
  ],
  boosting: [
    'Done by a verified top-ladder booster with VPN and offline chat mode. Live stream on request.',
    'Experienced {game} booster, no cheats or scripts. Progress updates in the order chat.',
  ],
  coaching: ['Replay review, a personal improvement plan and follow-up questions on Discord.'],
};

const WARRANTY: readonly string[] = ['Lifetime warranty.', '30-day warranty.', '14-day warranty.', 'Money back if anything goes wrong.'];

/** A short description for a listing titled `title`. */
export function listingDescription(rng: Prng, game: GameSeed, type: ProductTypeValue, title: string, delivery: DeliveryDuration): string {
  const body = rng.pick(BODY[type]).replaceAll('{game}', game.label);
  return `${title}. ${body} ${DELIVERY_TEXT[delivery]} ${rng.pick(WARRANTY)}`;
}
