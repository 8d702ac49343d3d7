import { createContext, useContext, type ReactNode } from 'react';
import type { I18n, Translate } from './translator.ts';

/**
 * The translation binding components use (translator.ts). A page's language
 * never changes while it is shown (the switcher loads the page again, and the
 * server keeps one translator per language), so one binding per translator
 * serves every component of every render.
 */
export interface Translation {
  readonly t: Translate;
  readonly i18n: I18n;
}

const bindings = new WeakMap<I18n, Translation>();

/** The one binding of a translator, made on first use. */
export function translationOf(i18n: I18n): Translation {
  let binding = bindings.get(i18n);
  if (binding === undefined) {
    binding = { t: i18n.t, i18n };
    bindings.set(i18n, binding);
  }
  return binding;
}

const TranslationContext = createContext<Translation | null>(null);

/** Gives the components below the instance of this page (one per request on the server, one in the browser). */
export function TranslationProvider({ i18n, children }: { readonly i18n: I18n; readonly children: ReactNode }) {
  return <TranslationContext.Provider value={translationOf(i18n)}>{children}</TranslationContext.Provider>;
}

export function useTranslation(): Translation {
  const binding = useContext(TranslationContext);
  // A component outside the provider is a wiring bug, not a state a visitor can reach.
  if (binding === null) throw new Error('useTranslation needs a TranslationProvider above it');
  return binding;
}
