/**
 * Game calculators (issue 17): the catalogue of the 32 calculators (light,
 * for the index and titles), the shared pack arithmetic, and the marketplace
 * price of an amount. Each calculator's own module (games/<slug>.ts) holds
 * its data and is imported per page, never from here.
 */
export { CALCULATORS, byGame, calculatorEntry, searchCalculators, type CalculatorEntry } from './catalog.ts';
export { cheapestMarketMix, offerAmount, type ListedOffer, type MarketMix, type OfferAmount } from './market-price.ts';
export { cheapestCover, mostForBudget, type Combination, type PackItem } from './pack-combinations.ts';
export { initialInputs, type Calculator, type CalculatorField, type CalculatorInputs, type DataSource, type MarketAsk, type PackCount, type ResultRow, type ResultValue } from './types.ts';
