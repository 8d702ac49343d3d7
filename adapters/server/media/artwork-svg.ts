import { monogram, type ArtSubject } from '../../../domain/index.ts';

/**
 * Draws the generated artwork as SVG: a two-hue gradient and a background
 * motif chosen from the subject's own hash (so two games differ in colour and
 * shape, not just in letters), its monogram, and for services and offers a
 * glyph of the product type. No logos, no fonts beyond a generic sans-serif:
 * rendered by librsvg inside sharp on the server.
 */

/** FNV-1a: a stable 32-bit hash of a string, the same on every machine. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A small deterministic stream of numbers in [0, 1) from a seed (mulberry32). */
function stream(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Motif = (size: number, random: () => number, ink: string) => string;

const MOTIFS: readonly Motif[] = [
  // concentric rings from a corner
  (s, r, ink) => Array.from({ length: 6 }, (_, i) => `<circle cx="${Math.round(r() * s)}" cy="${s}" r="${(i + 1) * s * 0.16}" fill="none" stroke="${ink}" stroke-width="${s * 0.025}"/>`).join(''),
  // diagonal stripes
  (s, _r, ink) => Array.from({ length: 9 }, (_, i) => `<rect x="${i * s * 0.24 - s}" y="-${s}" width="${s * 0.08}" height="${s * 3}" fill="${ink}" transform="rotate(35)"/>`).join(''),
  // dot grid
  (s, r, ink) => Array.from({ length: 36 }, (_, i) => `<circle cx="${((i % 6) + 0.5) * (s / 6)}" cy="${(Math.floor(i / 6) + 0.5) * (s / 6)}" r="${s * (0.015 + r() * 0.03)}" fill="${ink}"/>`).join(''),
  // scattered triangles
  (s, r, ink) =>
    Array.from({ length: 7 }, () => {
      const x = r() * s;
      const y = r() * s;
      const k = s * (0.08 + r() * 0.14);
      return `<polygon points="${x},${y - k} ${x + k},${y + k} ${x - k},${y + k}" fill="${ink}"/>`;
    }).join(''),
  // waves
  (s, r, ink) =>
    Array.from({ length: 5 }, (_, i) => {
      const y = s * (0.2 + i * 0.17);
      const a = s * (0.05 + r() * 0.06);
      return `<path d="M0 ${y} Q ${s * 0.25} ${y - a} ${s * 0.5} ${y} T ${s} ${y}" fill="none" stroke="${ink}" stroke-width="${s * 0.03}"/>`;
    }).join(''),
  // chevrons
  (s, _r, ink) => Array.from({ length: 5 }, (_, i) => `<polyline points="0,${s * (0.1 + i * 0.22)} ${s / 2},${s * (i * 0.22 - 0.1)} ${s},${s * (0.1 + i * 0.22)}" fill="none" stroke="${ink}" stroke-width="${s * 0.045}"/>`).join(''),
  // tilted squares
  (s, r, ink) => Array.from({ length: 5 }, () => `<rect x="${r() * s}" y="${r() * s}" width="${s * 0.22}" height="${s * 0.22}" rx="${s * 0.03}" fill="${ink}" transform="rotate(${Math.round(r() * 90)} ${s / 2} ${s / 2})"/>`).join(''),
  // a big hexagon ring
  (s, _r, ink) => {
    const c = s / 2;
    const points = (k: number) => Array.from({ length: 6 }, (_, i) => `${c + k * Math.cos((Math.PI / 3) * i)},${c + k * Math.sin((Math.PI / 3) * i)}`).join(' ');
    return `<polygon points="${points(s * 0.62)}" fill="none" stroke="${ink}" stroke-width="${s * 0.06}"/><polygon points="${points(s * 0.38)}" fill="none" stroke="${ink}" stroke-width="${s * 0.03}"/>`;
  },
];

/** A product type's glyph on a 100-unit box (simple shapes, no logos). */
const GLYPHS: Readonly<Record<string, string>> = {
  currency: '<ellipse cx="50" cy="70" rx="30" ry="10"/><ellipse cx="50" cy="56" rx="30" ry="10"/><ellipse cx="50" cy="42" rx="30" ry="10"/><ellipse cx="50" cy="28" rx="30" ry="10" fill-opacity="0.7"/>',
  items: '<polygon points="50,12 84,38 50,88 16,38"/><polygon points="50,12 62,38 50,88 38,38" fill-opacity="0.6"/>',
  accounts: '<circle cx="50" cy="34" r="17"/><path d="M18 86 Q18 56 50 56 Q82 56 82 86 Z"/>',
  boosting: '<polyline points="22,58 50,30 78,58" fill="none" stroke-width="11"/><polyline points="22,82 50,54 78,82" fill="none" stroke-width="11"/>',
  'top-up': '<polygon points="56,8 22,56 46,56 40,92 78,40 54,40"/>',
  skins: '<path d="M50 10 C72 40 80 54 80 66 A30 30 0 0 1 20 66 C20 54 28 40 50 10 Z"/>',
  coaching: '<circle cx="50" cy="50" r="36" fill="none" stroke-width="9"/><circle cx="50" cy="50" r="18" fill="none" stroke-width="9"/><circle cx="50" cy="50" r="5"/>',
  'gift-cards': '<rect x="12" y="26" width="76" height="50" rx="8"/><rect x="44" y="26" width="10" height="50" fill-opacity="0.5"/><rect x="12" y="44" width="76" height="9" fill-opacity="0.5"/>',
};
const DEFAULT_GLYPH = '<polygon points="50,10 86,30 86,70 50,90 14,70 14,30"/>';

interface Palette {
  readonly from: string;
  readonly to: string;
  readonly motif: Motif;
  readonly seed: number;
}

function palette(id: string): Palette {
  const h = hash(id);
  const hue = h % 360;
  const shift = 40 + ((h >>> 9) % 100);
  const motif = MOTIFS[(h >>> 17) % MOTIFS.length] ?? DEFAULT_MOTIF;
  return { from: `hsl(${hue} 70% 42%)`, to: `hsl(${(hue + shift) % 360} 75% 22%)`, motif, seed: h };
}

const DEFAULT_MOTIF: Motif = (s, r, ink) => MOTIFS[0]?.(s, r, ink) ?? '';

function frame(width: number, height: number, colours: Palette, body: string): string {
  const size = Math.max(width, height);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<g opacity="0.22">${colours.motif(size, stream(colours.seed), '#ffffff')}</g>` +
    body +
    '</svg>'
  );
}

function letters(text: string, x: number, y: number, size: number): string {
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="800" font-size="${size}" fill="#ffffff" fill-opacity="0.95" text-anchor="middle" dominant-baseline="central" letter-spacing="${size * 0.02}">${escapeXml(text)}</text>`;
}

function glyph(productType: string, x: number, y: number, size: number): string {
  const scale = size / 100;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="#ffffff" stroke="#ffffff" fill-opacity="0.9">${GLYPHS[productType] ?? DEFAULT_GLYPH}</g>`;
}

/** The SVG of a subject's artwork; `labels` are the display names of its ids (same order). */
export function artworkSvg(subject: ArtSubject, labels: readonly string[]): string {
  const [first = '', second = ''] = subject.ids;
  const [label = first, secondLabel = second] = labels;
  switch (subject.kind) {
    case 'game': {
      const mark = monogram(label);
      return frame(512, 512, palette(first), letters(mark, 256, 262, mark.length > 2 ? 150 : 190));
    }
    case 'seller': {
      const mark = monogram(label).slice(0, 2);
      return frame(256, 256, palette(`seller:${first}`), letters(mark, 128, 132, 104));
    }
    case 'service':
      return frame(512, 512, palette(`service:${first}`), glyph(first, 126, 126, 260));
    case 'offer': {
      // The game's colours and motif, the product type's glyph in the middle (it survives a square crop), the game's monogram under it.
      const mark = monogram(label);
      return frame(800, 500, palette(first), glyph(second, 270, 90, 260) + letters(mark, 400, 420, 64) + `<title>${escapeXml(`${label} ${secondLabel}`)}</title>`);
    }
  }
}
