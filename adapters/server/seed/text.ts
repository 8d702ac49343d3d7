/**
 * Small text helpers for titles and slugs. Amounts are written the way
 * sellers write them: thousands separators below a million, '10M' / '1.5B'
 * above, because '1,000,000,000 GTA$' reads worse than 'GTA$ 1B'.
 */

/** A URL slug: ASCII letters and digits joined by single dashes ('Renegade Raider' → 'renegade-raider'). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `1000` → '1,000'; `10_000_000` → '10M'; `1_500_000_000` → '1.5B'. */
export function formatAmount(amount: number): string {
  if (amount >= 1_000_000_000) return `${trim(amount / 1_000_000_000)}B`;
  if (amount >= 1_000_000) return `${trim(amount / 1_000_000)}M`;
  return amount.toLocaleString('en-US');
}

function trim(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1).replace(/\.0$/, '');
}

/** Replaces `{key}` placeholders; an unknown key stays visible so a data typo shows up in tests. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const v = values[key];
    return v === undefined ? whole : String(v);
  });
}

/**
 * The `{s}` / `{ies}` endings of a count: '1 skin' but '2 skins', '1 trophy'
 * but '3 trophies'. Formats carry the ending as a placeholder because a rule
 * over arbitrary English nouns would be wrong somewhere.
 */
export function pluralEndings(n: number): { s: string; ies: string } {
  return n === 1 ? { s: '', ies: 'y' } : { s: 's', ies: 'ies' };
}

/** The first letter in upper case, for labels built from lower-case formats ('level {n}'). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
