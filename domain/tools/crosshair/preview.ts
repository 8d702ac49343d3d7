import { cssColorOf, type LineSettings, type ProfileSettings, type SniperSettings } from './settings.ts';

/** One filled rectangle of the drawn crosshair, in screen pixels around the centre (0, 0). */
export interface CrosshairRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly fill: string;
  readonly opacity: number;
}

/*
 * How the game draws a profile at rest (no movement or firing error): each line
 * set is four bars `offset` pixels from the centre, `length` long (vertical bars
 * use `verticalLength` when it is set apart) and `thickness` wide; outlines are
 * black bars `outlineThickness` larger on every side behind each bar; the centre
 * dot is a square `centerDotThickness` wide. Bars with no length or thickness
 * draw nothing.
 */

function lineRects(line: LineSettings, color: string): CrosshairRect[] {
  if (!line.show || line.thickness === 0) return [];
  const t = line.thickness;
  const h = line.length;
  const v = line.separateVertical ? line.verticalLength : line.length;
  const o = line.offset;
  const bars = [
    { x: o, y: -t / 2, width: h, height: t },
    { x: -o - h, y: -t / 2, width: h, height: t },
    { x: -t / 2, y: -o - v, width: t, height: v },
    { x: -t / 2, y: o, width: t, height: v },
  ];
  return bars.filter((b) => b.width > 0 && b.height > 0).map((b) => ({ ...b, fill: color, opacity: line.opacity }));
}

function outlined(rects: readonly CrosshairRect[], profile: ProfileSettings): CrosshairRect[] {
  if (!profile.outlines) return [...rects];
  const w = profile.outlineThickness;
  return rects.flatMap((r) => [
    { x: r.x - w, y: r.y - w, width: r.width + 2 * w, height: r.height + 2 * w, fill: '#000000', opacity: profile.outlineOpacity },
    r,
  ]);
}

/** The rectangles of a primary or ADS crosshair, outlines first so bars draw over them. */
export function crosshairRects(profile: ProfileSettings): CrosshairRect[] {
  const color = cssColorOf(profile.color, profile.customColor);
  const dot = profile.centerDot
    ? [{ x: -profile.centerDotThickness / 2, y: -profile.centerDotThickness / 2, width: profile.centerDotThickness, height: profile.centerDotThickness, fill: color, opacity: profile.centerDotOpacity }]
    : [];
  return outlined([...dot, ...lineRects(profile.inner, color), ...lineRects(profile.outer, color)], profile);
}

/** The sniper scope's dot, as a circle of `centerDotThickness` × 2 pixels radius (none when hidden). */
export function sniperDot(sniper: SniperSettings): { readonly radius: number; readonly fill: string; readonly opacity: number } | null {
  if (!sniper.centerDot || sniper.centerDotThickness === 0) return null;
  return { radius: sniper.centerDotThickness * 2, fill: cssColorOf(sniper.color, sniper.customColor), opacity: sniper.centerDotOpacity };
}
