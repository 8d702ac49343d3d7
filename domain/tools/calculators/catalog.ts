import type { CalculatorGame } from '../../navigation/index.ts';

/**
 * The light list of calculators: what the index page and page titles need,
 * without any calculator's data or code (those load per page). `name` is the
 * proper name shown in every language; `market` is where our listings of the
 * calculator's currency or item live (null: nothing on the marketplace).
 */
export interface CalculatorEntry {
  readonly slug: CalculatorGame;
  /** The game, as players search for it. */
  readonly game: string;
  /** What the calculator is about, a proper name ("Fortnite V-Bucks"). */
  readonly name: string;
  readonly market: { readonly gameType: string; readonly productType: string; readonly unit: string } | null;
}

const entry = (slug: CalculatorGame, game: string, name: string, gameType?: string, productType?: string, unit?: string): CalculatorEntry => ({
  slug,
  game,
  name,
  market: gameType === undefined || productType === undefined ? null : { gameType, productType, unit: unit ?? name },
});

/** In the spec's order. */
export const CALCULATORS: readonly CalculatorEntry[] = [
  entry('dbl', 'Dragon Ball Legends', 'Dragon Ball Legends Chrono Crystals', 'dragon-ball-legends', 'top-up', 'Chrono Crystals'),
  entry('gta', 'GTA Online', 'GTA Online Shark Cards', 'gta-5', 'currency', 'GTA$'),
  entry('lol', 'League of Legends', 'League of Legends RP', 'league-of-legends', 'top-up', 'RP'),
  entry('steam', 'Steam', 'Steam Market fees', 'steam', 'top-up', 'Steam Wallet'),
  entry('hayday', 'Hay Day', 'Hay Day Diamonds', 'hay-day', 'top-up', 'Diamonds'),
  entry('coc-clan', 'Clash of Clans', 'Clash of Clans Clan Games', 'clash-of-clans', 'top-up', 'Clash of Clans Gems'),
  entry('fortnite', 'Fortnite', 'Fortnite V-Bucks', 'fortnite', 'currency', 'V-Bucks'),
  entry('freefire', 'Free Fire', 'Free Fire Diamonds', 'free-fire', 'top-up', 'Diamonds'),
  entry('valorant', 'Valorant', 'Valorant Points (VP)', 'valorant', 'top-up', 'VP'),
  entry('warframe', 'Warframe', 'Warframe Platinum', 'warframe', 'currency', 'Platinum'),
  entry('8ballpool', '8 Ball Pool', '8 Ball Pool Cash', '8-ball-pool', 'top-up', 'Cash'),
  entry('boombeach', 'Boom Beach', 'Boom Beach Diamonds', 'boom-beach', 'top-up', 'Diamonds'),
  entry('efootball', 'eFootball', 'eFootball Coins', 'efootball', 'top-up', 'eFootball Coins'),
  entry('pokemongo', 'Pokémon GO', 'Pokémon GO PokéCoins', 'pokemon-go', 'top-up', 'PokéCoins'),
  entry('brawlstars', 'Brawl Stars', 'Brawl Stars Gems', 'brawl-stars', 'top-up', 'Gems'),
  entry('cod-mobile', 'Call of Duty: Mobile', 'Call of Duty: Mobile CP', 'cod-mobile', 'top-up', 'CP'),
  entry('clashroyale', 'Clash Royale', 'Clash Royale Gems', 'clash-royale', 'top-up', 'Gems'),
  entry('pubg-mobile', 'PUBG Mobile', 'PUBG Mobile UC', 'pubg-mobile', 'top-up', 'UC'),
  entry('apex-legends', 'Apex Legends', 'Apex Legends Apex Coins', 'apex-legends', 'top-up', 'Apex Coins'),
  entry('call-of-duty', 'Call of Duty', 'Call of Duty COD Points', 'call-of-duty', 'top-up', 'COD Points'),
  entry('clashofclans', 'Clash of Clans', 'Clash of Clans upgrades and Gems', 'clash-of-clans', 'top-up', 'Gems'),
  entry('lol-wildrift', 'Wild Rift', 'Wild Rift Wild Cores', 'wild-rift', 'top-up', 'Wild Cores'),
  entry('lords-mobile', 'Lords Mobile', 'Lords Mobile Gems', 'lords-mobile', 'top-up', 'Gems'),
  entry('marvel-rivals', 'Marvel Rivals', 'Marvel Rivals Lattice', 'marvel-rivals', 'top-up', 'Lattice'),
  entry('mobilelegends', 'Mobile Legends', 'Mobile Legends Diamonds', 'mobile-legends', 'top-up', 'Diamonds'),
  entry('genshin-impact', 'Genshin Impact', 'Genshin Impact wishes and pity', 'genshin-impact', 'top-up', 'Genesis Crystals'),
  entry('lol-resistance', 'League of Legends', 'League of Legends armor and magic resist'),
  entry('world-of-tanks', 'World of Tanks', 'World of Tanks Gold', 'world-of-tanks', 'currency', 'Gold'),
  entry('rise-of-kingdoms', 'Rise of Kingdoms', 'Rise of Kingdoms speedups and resources', 'rise-of-kingdoms', 'top-up', 'Rise of Kingdoms Gems'),
  entry('rainbow-six-siege', 'Rainbow Six Siege', 'Rainbow Six Siege R6 Credits', 'rainbow-six-siege', 'top-up', 'R6 Credits'),
  entry('cs-inventory-value', 'Counter-Strike 2', 'CS2 inventory value', 'cs2', 'skins', 'CS2 skins'),
  entry('world-of-tanks-blitz', 'World of Tanks Blitz', 'World of Tanks Blitz Gold', 'world-of-tanks-blitz', 'currency', 'Gold'),
];

export function calculatorEntry(slug: string): CalculatorEntry | undefined {
  return CALCULATORS.find((c) => c.slug === slug);
}

/** Calculators whose game or name contains every word of `query` (case- and accent-insensitive), in list order. */
export function searchCalculators(query: string): readonly CalculatorEntry[] {
  const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(query).split(/\s+/).filter((w) => w !== '');
  return CALCULATORS.filter((c) => {
    const text = fold(`${c.game} ${c.name} ${c.slug}`);
    return words.every((w) => text.includes(w));
  });
}

/** The games A–Z, each with its calculators in list order: the index page's groups. */
export function byGame(entries: readonly CalculatorEntry[]): readonly { readonly game: string; readonly calculators: readonly CalculatorEntry[] }[] {
  const groups = new Map<string, CalculatorEntry[]>();
  for (const c of entries) groups.set(c.game, [...(groups.get(c.game) ?? []), c]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b, 'en')).map(([game, calculators]) => ({ game, calculators }));
}
