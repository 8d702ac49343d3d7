import { createStore } from 'effector';
import { GamesAnswer } from '../../../contracts/catalog/index.ts';
import { apiEffect } from '../shared/api/model.ts';

/** The games (and the product types each sells) a deal may be about: the send-offer dialog and the request form pick from them. */
export const loadDealGamesFx = apiEffect(() => ({ method: 'GET', path: '/api/games?limit=500' }), GamesAnswer);

export const $dealGames = createStore<GamesAnswer['games']>([], { sid: 'deals/$games', serialize: 'ignore' }).on(loadDealGamesFx.doneData, (_, answer) =>
  answer.games.filter((g) => !g.hidden),
);

/** Whole cents from what a person typed ("12", "12.5", "12,50"); null when it is not an amount. */
export function typedCents(text: string): number | null {
  const normal = text.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normal)) return null;
  return Math.round(Number(normal) * 100);
}
