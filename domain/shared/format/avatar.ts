/**
 * The avatar sizes the UI draws, in CSS pixels, from 16 to 48 (spec section
 * 9); the steps are the usual 4/8-pixel grid so every size is crisp at
 * densities 1 and 2.
 */
export const AVATAR_SIZES = [16, 20, 24, 32, 40, 48] as const;

/** One of {@link AVATAR_SIZES}. */
export type AvatarSize = (typeof AVATAR_SIZES)[number];

/** The most initials an avatar fallback shows. */
export const MAX_AVATAR_INITIALS = 2;

/**
 * The fallback shown when an avatar image is missing: the first letter of
 * each of the first two words of the alt text, upper-cased ('john smith doe'
 * → 'JS', 'alice' → 'A'). A word is a whitespace-separated run that holds a
 * letter or digit, and its initial is its first letter or digit, so
 * 'John - (Smith)' gives 'JS'; blank alt text gives ''. A letter whose upper
 * case is longer (ß → SS) is kept as it is, so the result never exceeds two
 * characters.
 */
export function avatarInitials(alt: string | null | undefined): string {
  if (alt === null || alt === undefined) return '';
  const initials: string[] = [];
  for (const word of alt.normalize('NFC').split(/\s+/u)) {
    if (initials.length === MAX_AVATAR_INITIALS) break;
    const first = /[\p{L}\p{N}]/u.exec(word)?.[0];
    if (first !== undefined) initials.push(upperOne(first));
  }
  return initials.join('');
}

function upperOne(ch: string): string {
  const upper = ch.toUpperCase();
  return Array.from(upper).length === 1 ? upper : ch;
}
