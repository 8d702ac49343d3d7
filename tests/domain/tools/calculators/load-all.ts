import { CALCULATOR_GAMES } from '../../../../domain/index.ts';
import type { Calculator } from '../../../../domain/tools/calculators/types.ts';

/** Every calculator module, loaded the way the page loads them (one import per slug). */
export async function loadAll(): Promise<readonly Calculator[]> {
  return Promise.all(CALCULATOR_GAMES.map(async (slug) => ((await import(`../../../../domain/tools/calculators/games/${slug}.ts`)) as { calculator: Calculator }).calculator));
}
