import type { TrackerGame } from '../../../../domain/index.ts';

/** How the demo source invents a rank for a game: its tier names, divisions per tier, and modes and stats it shows. */
export interface DemoLadder {
  readonly tiers: readonly string[];
  /** Divisions per tier (4 → IV..I); 0 when the game ranks by points alone. */
  readonly divisions: number;
  readonly roman: boolean;
  readonly modes: readonly string[];
  /** What one match line shows. */
  readonly summary: 'kda' | 'placement' | 'crowns' | 'stars';
  /** Supercell games count trophies: the rating is the trophy count. */
  readonly trophies: boolean;
}

const riotModes = ['Ranked Solo/Duo', 'Ranked Flex', 'Normal Draft'];

/** The ladders as each game names them (2026 seasons). */
export const DEMO_LADDERS: Readonly<Record<TrackerGame, DemoLadder>> = {
  'league-of-legends': { tiers: ['Iron', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Emerald', 'Diamond'], divisions: 4, roman: true, modes: riotModes, summary: 'kda', trophies: false },
  valorant: { tiers: ['Iron', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Ascendant', 'Immortal'], divisions: 3, roman: false, modes: ['Competitive', 'Unrated', 'Swiftplay'], summary: 'kda', trophies: false },
  fortnite: { tiers: ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Elite', 'Champion'], divisions: 3, roman: true, modes: ['Ranked Battle Royale', 'Ranked Zero Build', 'Solo'], summary: 'placement', trophies: false },
  'apex-legends': { tiers: ['Rookie', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Master'], divisions: 4, roman: true, modes: ['Ranked Leagues', 'Battle Royale Trios', 'Mixtape'], summary: 'placement', trophies: false },
  'marvel-rivals': { tiers: ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Grandmaster', 'Celestial'], divisions: 3, roman: true, modes: ['Competitive', 'Quick Match'], summary: 'kda', trophies: false },
  'brawl-stars': { tiers: ['Bronze', 'Silver', 'Gold', 'Diamond', 'Mythic', 'Legendary', 'Masters'], divisions: 3, roman: true, modes: ['Ranked', 'Gem Grab', 'Brawl Ball', 'Showdown'], summary: 'stars', trophies: true },
  'clash-royale': { tiers: ['Challenger', 'Master', 'Champion', 'Grand Champion', 'Royal Champion', 'Ultimate Champion'], divisions: 0, roman: false, modes: ['Path of Legends', 'Ladder', '2v2'], summary: 'crowns', trophies: true },
  'clash-of-clans': { tiers: ['Bronze League', 'Silver League', 'Gold League', 'Crystal League', 'Master League', 'Champion League', 'Titan League', 'Legend League'], divisions: 3, roman: true, modes: ['Multiplayer Attack', 'Clan War', 'Legend League Attack'], summary: 'stars', trophies: true },
};
