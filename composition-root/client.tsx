import { fork, type Scope } from 'effector';
import { hydrateRoot } from 'react-dom/client';
import type { ExchangeRate, Geo } from '../domain/index.ts';
import { browserStorage, setCookie } from '../adapters/client/browser-storage.ts';
import { httpJson } from '../adapters/client/http-json.ts';
import { STATE_ELEMENT_ID } from '../ui/app/document.ts';
import { Root } from '../ui/app/Root.tsx';
import { runConsentEffectsFx } from '../ui/features/consent/model.ts';
import { fetchRatesFx, readSavedCurrencyFx, saveCurrencyFx } from '../ui/features/currency/model.ts';
import { fetchGeoFx } from '../ui/features/geo/model.ts';
import { switchLanguageFx } from '../ui/features/language/model.ts';
import { createI18n } from '../ui/i18n/resources.ts';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '../ui/i18n/languages.ts';
import '../ui/styles/global.scss';

/** Local-storage key of the visitor's currency (spec section 3). */
const CURRENCY_KEY = 'currency';

/**
 * The browser's composition root: the server-rendered state, the browser's
 * adapters bound to the models' effects, then hydration.
 */
function start(): Scope {
  const scope = fork({
    values: JSON.parse(document.getElementById(STATE_ELEMENT_ID)?.textContent ?? '{}') as Record<string, unknown>,
    handlers: [
      [fetchRatesFx, () => httpJson<readonly ExchangeRate[]>('/api/rates')],
      [fetchGeoFx, () => httpJson<Geo>('/api/geo')],
      [saveCurrencyFx, (code: string) => browserStorage.write(CURRENCY_KEY, code)],
      [readSavedCurrencyFx, () => browserStorage.read(CURRENCY_KEY) ?? null],
      [
        switchLanguageFx,
        (language: string) => {
          setCookie(LOCALE_COOKIE, language, LOCALE_COOKIE_DAYS);
          location.reload();
        },
      ],
      [
        runConsentEffectsFx,
        (effects: readonly { type: string; name?: string; value?: string; days?: number }[]) => {
          for (const effect of effects) if (effect.type === 'writeCookie' && effect.name && effect.value !== undefined) setCookie(effect.name, effect.value, effect.days ?? 360);
        },
      ],
    ],
  });
  const root = document.getElementById('root');
  if (root === null) throw new Error('#root missing');
  hydrateRoot(root, <Root scope={scope} i18n={createI18n(document.documentElement.lang || 'en')} />);
  return scope;
}

start();
