/**
 * Valorant's crosshair settings as the game's Settings → Crosshair screen shows
 * them: general options, and three profiles (primary, aim-down-sights, sniper
 * scope). Each field carries its code key, range, step and default as data, so
 * the codec, the editor and the tests share one description.
 *
 * Source: the in-game crosshair screen and its "Import/Export profile code"
 * (patch 5.12 and later, still current in 2026); defaults are the game's
 * factory crosshair, which exports as the code `0`.
 */

/** The game's eight preset colours (index 0..7); index 8 is "Custom" and uses the custom hex colour. */
export const CROSSHAIR_COLORS = ['#ffffff', '#00ff00', '#7fff00', '#dfff00', '#ffff00', '#00ffff', '#ff00ff', '#ff0000'] as const;
export const CUSTOM_COLOR_INDEX = 8;

export type FieldKind = 'bool' | 'number' | 'color' | 'hex';

/** One setting: its key in the code, its kind, allowed range and step (numbers), and default. */
export interface FieldSpec {
  readonly key: string;
  readonly kind: FieldKind;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly default: number | boolean | string;
}

const bool = (key: string, d: boolean) => ({ key, kind: 'bool', default: d }) as const satisfies FieldSpec;
const num = (key: string, min: number, max: number, step: number, d: number) => ({ key, kind: 'number', min, max, step, default: d }) as const satisfies FieldSpec;
const color = (key: string, d: number) => ({ key, kind: 'color', min: 0, max: CUSTOM_COLOR_INDEX, step: 1, default: d }) as const satisfies FieldSpec;
const hex = (key: string, d: string) => ({ key, kind: 'hex', default: d }) as const satisfies FieldSpec;

/** One set of lines (inner or outer): the code prefixes its keys with 0 (inner) or 1 (outer). */
function lineFields(prefix: '0' | '1', d: { show: boolean; thickness: number; length: number; offset: number; opacity: number; movementError: boolean; firingError: boolean }) {
  return {
    show: bool(`${prefix}b`, d.show),
    thickness: num(`${prefix}t`, 0, 10, 1, d.thickness),
    length: num(`${prefix}l`, 0, 20, 1, d.length),
    verticalLength: num(`${prefix}v`, 0, 20, 1, d.length),
    separateVertical: bool(`${prefix}g`, false),
    offset: num(`${prefix}o`, 0, prefix === '0' ? 20 : 40, 1, d.offset),
    opacity: num(`${prefix}a`, 0, 1, 0.001, d.opacity),
    movementError: bool(`${prefix}m`, d.movementError),
    movementMultiplier: num(`${prefix}s`, 0, 3, 0.001, 1),
    firingError: bool(`${prefix}f`, d.firingError),
    firingMultiplier: num(`${prefix}e`, 0, 3, 0.001, 1),
  } as const;
}

/** Primary and ADS profiles share one layout, in the order the game writes its keys. */
export const PROFILE_FIELDS = {
  color: color('c', 0),
  customColor: hex('u', 'FFFFFFFF'),
  outlines: bool('h', true),
  outlineThickness: num('t', 1, 6, 1, 1),
  outlineOpacity: num('o', 0, 1, 0.001, 0.5),
  centerDot: bool('d', false),
  centerDotThickness: num('z', 1, 6, 1, 2),
  centerDotOpacity: num('a', 0, 1, 0.001, 1),
  fadeWithFiringError: bool('f', true),
  showSpectatedCrosshair: bool('s', true),
  overrideFiringErrorOffset: bool('m', false),
} as const;

export const INNER_FIELDS = lineFields('0', { show: true, thickness: 2, length: 6, offset: 3, opacity: 0.8, movementError: false, firingError: true });
export const OUTER_FIELDS = lineFields('1', { show: true, thickness: 2, length: 2, offset: 10, opacity: 0.35, movementError: true, firingError: true });

export const SNIPER_FIELDS = {
  color: color('c', 7),
  customColor: hex('t', 'FFFFFFFF'),
  centerDot: bool('d', true),
  centerDotThickness: num('s', 0, 4, 0.001, 1),
  centerDotOpacity: num('o', 0, 1, 0.001, 0.75),
} as const;

export const GENERAL_FIELDS = {
  adsUsesPrimary: bool('p', true),
  advancedOptions: bool('s', false),
} as const;

type ValueOf<F extends FieldSpec> = F['kind'] extends 'bool' ? boolean : F['kind'] extends 'hex' ? string : number;
export type ValuesOf<T extends Readonly<Record<string, FieldSpec>>> = { -readonly [K in keyof T]: ValueOf<T[K]> };

export type LineSettings = ValuesOf<typeof INNER_FIELDS>;
export type ProfileSettings = ValuesOf<typeof PROFILE_FIELDS> & { inner: LineSettings; outer: LineSettings };
export type SniperSettings = ValuesOf<typeof SNIPER_FIELDS>;
export type GeneralSettings = ValuesOf<typeof GENERAL_FIELDS>;

export interface CrosshairSettings {
  general: GeneralSettings;
  primary: ProfileSettings;
  ads: ProfileSettings;
  sniper: SniperSettings;
}

function defaultsOf<T extends Readonly<Record<string, FieldSpec>>>(fields: T): ValuesOf<T> {
  return Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.default])) as ValuesOf<T>;
}

/** The game's factory crosshair. */
export function defaultCrosshair(): CrosshairSettings {
  const profile = (): ProfileSettings => ({ ...defaultsOf(PROFILE_FIELDS), inner: defaultsOf(INNER_FIELDS), outer: defaultsOf(OUTER_FIELDS) });
  return { general: defaultsOf(GENERAL_FIELDS), primary: profile(), ads: profile(), sniper: defaultsOf(SNIPER_FIELDS) };
}

/** The colour a profile draws with, as a CSS colour (custom hex is RRGGBBAA). */
export function cssColorOf(colorIndex: number, customColor: string): string {
  if (colorIndex === CUSTOM_COLOR_INDEX) return `#${customColor.toLowerCase()}`;
  return CROSSHAIR_COLORS[colorIndex] ?? CROSSHAIR_COLORS[0];
}
