import type { Calculator, CalculatorGame } from '../../../../domain/index.ts';

/**
 * One dynamic import per calculator, so each page downloads only its own
 * calculator's data and code (a chunk of its own in the build), never the
 * other 31. Spelled out, not globbed, so the bundler sees every chunk.
 */
const LOADERS: Readonly<Record<CalculatorGame, () => Promise<{ readonly calculator: Calculator }>>> = {
  'dbl': () => import('../../../../domain/tools/calculators/games/dbl.ts'),
  'gta': () => import('../../../../domain/tools/calculators/games/gta.ts'),
  'lol': () => import('../../../../domain/tools/calculators/games/lol.ts'),
  'steam': () => import('../../../../domain/tools/calculators/games/steam.ts'),
  'hayday': () => import('../../../../domain/tools/calculators/games/hayday.ts'),
  'coc-clan': () => import('../../../../domain/tools/calculators/games/coc-clan.ts'),
  'fortnite': () => import('../../../../domain/tools/calculators/games/fortnite.ts'),
  'freefire': () => import('../../../../domain/tools/calculators/games/freefire.ts'),
  'valorant': () => import('../../../../domain/tools/calculators/games/valorant.ts'),
  'warframe': () => import('../../../../domain/tools/calculators/games/warframe.ts'),
  '8ballpool': () => import('../../../../domain/tools/calculators/games/8ballpool.ts'),
  'boombeach': () => import('../../../../domain/tools/calculators/games/boombeach.ts'),
  'efootball': () => import('../../../../domain/tools/calculators/games/efootball.ts'),
  'pokemongo': () => import('../../../../domain/tools/calculators/games/pokemongo.ts'),
  'brawlstars': () => import('../../../../domain/tools/calculators/games/brawlstars.ts'),
  'cod-mobile': () => import('../../../../domain/tools/calculators/games/cod-mobile.ts'),
  'clashroyale': () => import('../../../../domain/tools/calculators/games/clashroyale.ts'),
  'pubg-mobile': () => import('../../../../domain/tools/calculators/games/pubg-mobile.ts'),
  'apex-legends': () => import('../../../../domain/tools/calculators/games/apex-legends.ts'),
  'call-of-duty': () => import('../../../../domain/tools/calculators/games/call-of-duty.ts'),
  'clashofclans': () => import('../../../../domain/tools/calculators/games/clashofclans.ts'),
  'lol-wildrift': () => import('../../../../domain/tools/calculators/games/lol-wildrift.ts'),
  'lords-mobile': () => import('../../../../domain/tools/calculators/games/lords-mobile.ts'),
  'marvel-rivals': () => import('../../../../domain/tools/calculators/games/marvel-rivals.ts'),
  'mobilelegends': () => import('../../../../domain/tools/calculators/games/mobilelegends.ts'),
  'genshin-impact': () => import('../../../../domain/tools/calculators/games/genshin-impact.ts'),
  'lol-resistance': () => import('../../../../domain/tools/calculators/games/lol-resistance.ts'),
  'world-of-tanks': () => import('../../../../domain/tools/calculators/games/world-of-tanks.ts'),
  'rise-of-kingdoms': () => import('../../../../domain/tools/calculators/games/rise-of-kingdoms.ts'),
  'rainbow-six-siege': () => import('../../../../domain/tools/calculators/games/rainbow-six-siege.ts'),
  'cs-inventory-value': () => import('../../../../domain/tools/calculators/games/cs-inventory-value.ts'),
  'world-of-tanks-blitz': () => import('../../../../domain/tools/calculators/games/world-of-tanks-blitz.ts'),
};

/** The calculator of `slug`; rejects for a slug outside the list (the route never lets one through). */
export async function loadCalculator(slug: string): Promise<Calculator> {
  const load = (LOADERS as Readonly<Record<string, (() => Promise<{ readonly calculator: Calculator }>) | undefined>>)[slug];
  if (load === undefined) throw new Error(`No calculator ${slug}`);
  return (await load()).calculator;
}
