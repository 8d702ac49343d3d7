/**
 * Generated artwork for whatever has no picture of its own: games, services
 * (product types), sellers and offers (a game's product type). Artwork is
 * addressed by subject (`art/game/fortnite`), not by bytes, so the storefront
 * can ask for a game's picture knowing only the game; the server draws it
 * once and keeps it through the media store.
 */
export type ArtKind = 'game' | 'service' | 'seller' | 'offer';

export interface ArtSubject {
  readonly kind: ArtKind;
  /** The game or service value, the seller's slug, or for an offer [game, product type]. */
  readonly ids: readonly string[];
}

/** Where artwork lives among the asset paths (`files/art/...`). */
export const ART_PREFIX = 'art/';

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const ARITY: Readonly<Record<ArtKind, number>> = { game: 1, service: 1, seller: 1, offer: 2 };

/** The asset path of a subject's artwork (`art/offer/fortnite/accounts`). */
export function artPath(subject: ArtSubject): string {
  return `${ART_PREFIX}${subject.kind}/${subject.ids.join('/')}`;
}

/** The subject of an asset path, or null when it is not a well-formed artwork path. */
export function parseArtPath(path: string): ArtSubject | null {
  if (!path.startsWith(ART_PREFIX)) return null;
  const [kind, ...ids] = path.slice(ART_PREFIX.length).split('/');
  if (kind === undefined || !Object.hasOwn(ARITY, kind)) return null;
  const artKind = kind as ArtKind;
  if (ids.length !== ARITY[artKind] || !ids.every((id) => ID.test(id))) return null;
  return { kind: artKind, ids };
}

/** Words a monogram skips, so "Call of Duty" and "Clash of Clans" do not both become "CO". */
const MINOR_WORDS = new Set(['of', 'the', 'and', 'a', 'an', 'de', 'la', 'le', 'du', 'der', 'die']);

/**
 * Up to three capital letters naming a subject: the first letters of its
 * significant words ("Call of Duty: Mobile" → "CDM", "Clash of Clans" → "CC"),
 * a single word's first two letters ("Fortnite" → "FO"), a CamelCase name's
 * humps ("NightOwlTrades" → "NOT"). Digits count as letters ("8 Ball Pool" → "8BP").
 */
export function monogram(label: string): string {
  const words = label
    .normalize('NFC')
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !MINOR_WORDS.has(word.toLowerCase()));
  const first = words[0] ?? '';
  if (words.length === 1) return Array.from(first).slice(0, 2).join('').toUpperCase();
  return words
    .slice(0, 3)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}
