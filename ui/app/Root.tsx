import type { Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { I18n } from '../i18n/translator.ts';
import { TranslationProvider } from '../i18n/use-translation.tsx';
import { appHydrated } from '../features/shared/app/model.ts';
import { App } from './App.tsx';
import { hydrated as whenHydrated } from './hydrate-later.tsx';
import { RouterSync } from './RouterSync.tsx';

/** Tells the models that hydration is done (effects never run on the server). */
function HydrationSignal() {
  const hydrated = useUnit(appHydrated);
  useEffect(() => {
    // The parts hydrated in slices (HydrateLater) first: until then a tap on one of them would do nothing.
    void whenHydrated().then(() => {
      hydrated();
      // A marker for tools and browser journeys: links are the router's from here on, not full page loads.
      document.documentElement.dataset['hydrated'] = 'true';
    });
  }, [hydrated]);
  return null;
}

/**
 * The app inside its Effector scope and translator: one per request on the
 * server, one in the browser. The caller wraps it in its location (StaticLocation on
 * the server, BrowserLocation in the browser).
 */
export function Root({ scope, i18n }: { readonly scope: Scope; readonly i18n: I18n }) {
  return (
    <Provider value={scope}>
      <TranslationProvider i18n={i18n}>
        <App />
        <HydrationSignal />
        <RouterSync />
      </TranslationProvider>
    </Provider>
  );
}
