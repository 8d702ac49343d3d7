/**
 * The Steam Community Market's words, read exactly: a price string in US
 * dollars to integer cents, and the profile a visitor pastes to a SteamID64.
 *
 * Prices are asked in USD only (`currency=1`), so the only format accepted is
 * Steam's US one: "$" then digits with "," between thousands, "." and two
 * cent digits ("$0.03", "$1,234.56", optionally " USD" after). Another
 * currency's string ("1,23€", "R$ 5,00") reads as null rather than as a wrong
 * number: parsing is by digits, never through a float.
 */
const USD_PRICE = /^\$\s?((?:\d{1,3}(?:,\d{3})+)|\d+)(?:\.(\d{2}))?(?:\s?USD)?$/;

/** "$1,234.56" → 123456; null for anything that is not a US-dollar price. */
export function parseUsdPrice(text: string): number | null {
  const m = USD_PRICE.exec(text.trim());
  if (m === null) return null;
  const dollars = (m[1] ?? '').replaceAll(',', '');
  const cents = Number(dollars) * 100 + Number(m[2] ?? '0');
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as Steam's US format writes them: 123456 → "$1,234.56" (the inverse of parseUsdPrice). */
export function formatUsdPrice(cents: number): string {
  const dollars = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+$)/g, ',');
  return `$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/*
 * A SteamID64 of an individual account is 7656119 followed by 10 digits (the
 * universe, type and instance bits of a public account). A visitor may paste
 * it bare or as the profile's address https://steamcommunity.com/profiles/{id}.
 * Custom addresses (/id/{name}) need Steam's vanity resolution with a Web API
 * key, which the inventory does not use, so they are refused with a hint.
 */
const STEAM_ID64 = /^7656119\d{10}$/;
const PROFILE_URL = /^(?:https?:\/\/)?(?:www\.)?steamcommunity\.com\/profiles\/(7656119\d{10})\/?(?:[?#/].*)?$/i;

export type SteamProfileInput = { readonly kind: 'steamid'; readonly steamId: string } | { readonly kind: 'vanity' } | { readonly kind: 'invalid' };

export function parseSteamProfile(input: string): SteamProfileInput {
  const text = input.trim();
  if (STEAM_ID64.test(text)) return { kind: 'steamid', steamId: text };
  const m = PROFILE_URL.exec(text);
  if (m?.[1] !== undefined) return { kind: 'steamid', steamId: m[1] };
  if (/^(?:https?:\/\/)?(?:www\.)?steamcommunity\.com\/id\/[^/]+/i.test(text)) return { kind: 'vanity' };
  return { kind: 'invalid' };
}
