import { createStore } from 'effector';
import { GamesAnswer } from '../../../contracts/catalog/index.ts';
import { apiEffect } from '../shared/api/model.ts';

/** The games (and the product types each sells) a deal may be about: the send-offer dialog and the request form pick from them. */
export const loadDealGamesFx = apiEffect(() => ({ method: 'GET', path: '/api/games?limit=500' }), GamesAnswer);

export const $dealGames = createStore<GamesAnswer['games']>([], { sid: 'deals/$games', serialize: 'ignore' }).on(loadDealGamesFx.doneData, (_, answer) =>
  answer.games.filter((g) => !g.hidden),
);
