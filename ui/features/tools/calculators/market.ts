import { combine, createStore, sample } from 'effector';
import * as v from 'valibot';
import { ListingHit } from '../../../../contracts/catalog/index.ts';
import { list } from '../../../../contracts/shared/index.ts';
import { calculatorEntry, cheapestMarketMix, type ListedOffer } from '../../../../domain/index.ts';
import { apiEffect } from '../../shared/api/model.ts';
import { pageResolved } from '../../shared/page/model.ts';
import { $calculator, $inputs, isCalculatorPage } from './model.ts';

/*
 * "On our marketplace it costs X": the cheapest page of our live listings of
 * the calculator's currency (the same product search the listing page uses,
 * sorted by price, ascending), and the cheapest mix of those offers for the
 * amount the inputs ask for (domain `cheapestMarketMix`).
 */

const MarketAnswer = v.object({ hits: list(v.pick(ListingHit, ['_id', 'title', 'price', 'quantity', 'tags'])) });

export const searchMarketFx = apiEffect(
  (market: { readonly gameType: string; readonly productType: string }) => ({
    method: 'POST' as const,
    path: `/api/products/search/${encodeURIComponent(market.gameType)}/${encodeURIComponent(market.productType)}?disableIsr=true`,
    body: { listingQuery: { sortBy: 'price', sortDirection: 1 } },
  }),
  MarketAnswer,
);

export type MarketState = 'none' | 'loading' | 'ready' | 'failed';

export const $marketOffers = createStore<readonly ListedOffer[]>([], { sid: 'calculators/$marketOffers' }).on(searchMarketFx.doneData, (_, answer) =>
  answer.hits.map((h) => ({ id: h._id, title: h.title, priceMinor: h.price, quantity: h.quantity, tags: h.tags })),
);
export const $marketState = createStore<MarketState>('none', { sid: 'calculators/$marketState' })
  .on(searchMarketFx, () => 'loading')
  .on(searchMarketFx.done, () => 'ready')
  .on(searchMarketFx.fail, () => 'failed');

const opened = sample({ clock: pageResolved, filter: isCalculatorPage, fn: (page) => calculatorEntry(String(page.params['game']))?.market ?? null });
sample({ clock: opened, filter: (market) => market !== null, fn: (market) => market as NonNullable<typeof market>, target: searchMarketFx });
sample({ clock: opened, filter: (market) => market === null, fn: (): MarketState => 'none', target: $marketState });

/** What the inputs' amount costs in our offers: null when nothing is asked or the offers cannot cover it. */
export const $marketQuote = combine($calculator, $inputs, $marketOffers, (calculator, inputs, offers) => {
  const ask = calculator === null || inputs.slug !== calculator.slug ? null : (calculator.marketAsk?.(inputs.values) ?? null);
  if (ask === null || ask.amount <= 0) return { asked: ask?.amount ?? null, priceMinor: null, amount: null };
  const mix = cheapestMarketMix(offers, ask.amount);
  return { asked: ask.amount, priceMinor: mix?.combination.priceMinor ?? null, amount: mix?.combination.amount ?? null };
});
