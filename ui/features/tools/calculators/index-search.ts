import { createEvent, createStore } from 'effector';
import { byGame, searchCalculators } from '../../../../domain/index.ts';

/** The /calculators search box and the groups it keeps (by game, in the catalogue's order). */
export const calculatorsQueryChanged = createEvent<string>();
export const $calculatorsQuery = createStore('', { sid: 'calculators/$query' }).on(calculatorsQueryChanged, (_, q) => q);
export const $calculatorGroups = $calculatorsQuery.map((query) => byGame(searchCalculators(query)));
