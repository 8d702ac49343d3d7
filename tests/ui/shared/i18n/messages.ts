import type { LocaleMessages, PluralCategory } from '../../../../ui/i18n/resources.ts';

const PLURAL_CATEGORIES: readonly PluralCategory[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Dotted key → string for every leaf; a non-string leaf becomes a test failure, not a crash. */
export function flatten(messages: LocaleMessages, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix + key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, `${path}.`)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** A flattened key split into its base and plural category (undefined when not a plural form). */
export function splitPlural(key: string): { readonly base: string; readonly category: PluralCategory | undefined } {
  const at = key.lastIndexOf('_');
  const suffix = key.slice(at + 1);
  const category = PLURAL_CATEGORIES.find((c) => c === suffix);
  return at > 0 && category !== undefined ? { base: key.slice(0, at), category } : { base: key, category: undefined };
}

/** Plain keys and plural groups (base → categories present) of one locale. */
export function shape(flat: ReadonlyMap<string, unknown>): { readonly plain: Set<string>; readonly plurals: Map<string, Set<PluralCategory>> } {
  const plain = new Set<string>();
  const plurals = new Map<string, Set<PluralCategory>>();
  for (const key of flat.keys()) {
    const { base, category } = splitPlural(key);
    if (category === undefined) plain.add(key);
    else plurals.set(base, (plurals.get(base) ?? new Set<PluralCategory>()).add(category));
  }
  return { plain, plurals };
}

/** The interpolation variables of a string: `{{count}} of {{total}}` → {count, total}. */
export function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? ''));
}

/** The plural categories a language needs, as the runtime (and so the translator) computes them. */
export function pluralCategoriesOf(language: string): Set<string> {
  return new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
}

export const sorted = (values: Iterable<string>): string[] => [...values].sort();
