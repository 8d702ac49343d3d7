/**
 * The colour of a generated game picture: a hue derived from the game's value
 * (FNV-1a over its UTF-16 units), so each game keeps its colour on every page
 * and neighbours rarely share one. Saturation and lightness are fixed so the
 * white initials stay readable on the dark theme.
 */
export function avatarHue(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 360;
}

/** A two-stop gradient in the game's hue, as a CSS background value. */
export function avatarBackground(value: string): string {
  const hue = avatarHue(value);
  return `linear-gradient(135deg, hsl(${hue} 62% 42%), hsl(${(hue + 40) % 360} 58% 28%))`;
}
