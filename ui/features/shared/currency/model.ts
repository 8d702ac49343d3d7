import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { currencyCode, currencyForCountry, resolveCurrency, type CurrencyCode, type ExchangeRate } from '../../../../domain/index.ts';
import { appHydrated, appStarted } from '../app/model.ts';
import { $geo } from '../geo/model.ts';

/** Loads the exchange rates (`/api/rates` in the browser, the rates table on the server). */
export const fetchRatesFx = createEffect<void, readonly ExchangeRate[]>(() => {
  throw new Error('fetchRatesFx: no handler bound (composition root)');
});

/** Remembers the visitor's choice (local storage in the browser). */
export const saveCurrencyFx = createEffect<CurrencyCode, void>(() => undefined);

/** Reads a choice remembered in this browser; the server has none. */
export const readSavedCurrencyFx = createEffect<void, string | null>(() => null);

export const $rates = createStore<readonly ExchangeRate[]>([], { sid: 'currency/$rates' }).on(fetchRatesFx.doneData, (_, rates) => rates);

/** What the visitor chose, if anything; otherwise the geo default applies. */
export const $chosenCurrency = createStore<CurrencyCode | null>(null, { sid: 'currency/$chosenCurrency' });

export const currencyChosen = createEvent<string>();

/** The currency every price is shown in, with its rate; falls back to USD when the rate is missing. */
export const $displayCurrency = combine($chosenCurrency, $rates, $geo, (chosen, rates, geo) =>
  resolveCurrency(chosen ?? currencyForCountry(geo.country ?? undefined, rates), rates),
);

sample({ clock: appStarted, target: fetchRatesFx });

sample({
  clock: currencyChosen,
  filter: (code) => currencyCode(code).isOk(),
  fn: (code) => code.toUpperCase() as CurrencyCode,
  target: [$chosenCurrency, saveCurrencyFx],
});

// A remembered currency whose rate disappeared resets to USD, as the spec asks.
sample({
  clock: $displayCurrency,
  source: $chosenCurrency,
  filter: (chosen, resolved) => chosen !== null && resolved.fellBackToUsd && resolved.currency !== chosen,
  fn: () => null,
  target: $chosenCurrency,
});

// A remembered currency applies after hydration, so the first render matches the server's.
sample({ clock: appHydrated, target: readSavedCurrencyFx });
sample({
  clock: readSavedCurrencyFx.doneData,
  source: $chosenCurrency,
  filter: (chosen, saved) => chosen === null && saved !== null,
  fn: (_, saved) => saved ?? 'USD',
  target: currencyChosen,
});
