/**
 * The games that have a calculator or a stat tracker (spec section 2). These
 * are closed lists: `/calculator/{game}` and `/tracker/{game}` match only these
 * slugs, so an unknown slug falls through to the slug catch-all (a 404 page)
 * instead of rendering an empty tool.
 */

/** The 32 calculator slugs, in the spec's order. */
export const CALCULATOR_GAMES = [
  'dbl',
  'gta',
  'lol',
  'steam',
  'hayday',
  'coc-clan',
  'fortnite',
  'freefire',
  'valorant',
  'warframe',
  '8ballpool',
  'boombeach',
  'efootball',
  'pokemongo',
  'brawlstars',
  'cod-mobile',
  'clashroyale',
  'pubg-mobile',
  'apex-legends',
  'call-of-duty',
  'clashofclans',
  'lol-wildrift',
  'lords-mobile',
  'marvel-rivals',
  'mobilelegends',
  'genshin-impact',
  'lol-resistance',
  'world-of-tanks',
  'rise-of-kingdoms',
  'rainbow-six-siege',
  'cs-inventory-value',
  'world-of-tanks-blitz',
] as const;

/** A game with a calculator page. */
export type CalculatorGame = (typeof CALCULATOR_GAMES)[number];

/** The 8 tracker slugs; note they spell games differently from the calculators ('brawl-stars' vs 'brawlstars'). */
export const TRACKER_GAMES = [
  'fortnite',
  'valorant',
  'brawl-stars',
  'apex-legends',
  'clash-royale',
  'marvel-rivals',
  'clash-of-clans',
  'league-of-legends',
] as const;

/** A game with a stat tracker page. */
export type TrackerGame = (typeof TRACKER_GAMES)[number];
