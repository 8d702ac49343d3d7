import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../../shared/index.ts';
import {
  defaultCrosshair,
  GENERAL_FIELDS,
  INNER_FIELDS,
  OUTER_FIELDS,
  PROFILE_FIELDS,
  SNIPER_FIELDS,
  type CrosshairSettings,
  type FieldSpec,
} from './settings.ts';

/*
 * Valorant's crosshair profile code: `0` (the format version), then `key;value`
 * pairs separated by `;`, grouped under section markers `P` (primary), `A`
 * (aim down sights) and `S` (sniper scope); pairs before the first marker are
 * general options. Inner-line keys start with 0, outer-line keys with 1. Only
 * settings that differ from the factory crosshair are written, in the order of
 * the game's own export, so a code the game exported comes back identical.
 * Reading: booleans are 0/1, numbers are written with at most three decimals
 * and no trailing zeros (0.35, 1), custom colours are RRGGBBAA in upper case.
 * Keys we do not know (a newer game version) are skipped and reported, not fatal.
 */

/** The longest code we read: the game's longest export is far shorter. */
export const MAX_CROSSHAIR_CODE_LENGTH = 1000;

type Section = 'general' | 'primary' | 'ads' | 'sniper';
const MARKERS: Readonly<Record<string, Section>> = { P: 'primary', A: 'ads', S: 'sniper' };

/** A field's place in the settings: the object it lives in and its name there. */
interface Slot {
  readonly spec: FieldSpec;
  readonly get: (s: CrosshairSettings) => Record<string, unknown>;
  readonly name: string;
}

function slots(fields: Readonly<Record<string, FieldSpec>>, get: Slot['get']): Slot[] {
  return Object.entries(fields).map(([name, spec]) => ({ spec, get, name }));
}

function profileSlots(profile: 'primary' | 'ads'): Slot[] {
  return [
    ...slots(PROFILE_FIELDS, (s) => s[profile]),
    ...slots(INNER_FIELDS, (s) => s[profile].inner),
    ...slots(OUTER_FIELDS, (s) => s[profile].outer),
  ];
}

/** Every section's fields in the game's export order. */
const SECTION_SLOTS: Readonly<Record<Section, readonly Slot[]>> = {
  general: slots(GENERAL_FIELDS, (s) => s.general),
  primary: profileSlots('primary'),
  ads: profileSlots('ads'),
  sniper: slots(SNIPER_FIELDS, (s) => s.sniper),
};

function formatValue(spec: FieldSpec, value: unknown): string {
  if (spec.kind === 'bool') return value === true ? '1' : '0';
  if (spec.kind === 'hex') return String(value).toUpperCase();
  return String(Math.round(Number(value) * 1000) / 1000);
}

function sameValue(spec: FieldSpec, a: unknown, b: unknown): boolean {
  return formatValue(spec, a) === formatValue(spec, b);
}

/** The code the game would export for these settings (the factory crosshair is `0`). */
export function encodeCrosshair(settings: CrosshairSettings): string {
  const parts = ['0'];
  for (const section of ['general', 'primary', 'ads', 'sniper'] as const) {
    const pairs = SECTION_SLOTS[section].flatMap((slot) => {
      const value = slot.get(settings)[slot.name];
      return sameValue(slot.spec, value, slot.spec.default) ? [] : [slot.spec.key, formatValue(slot.spec, value)];
    });
    if (pairs.length === 0) continue;
    if (section !== 'general') parts.push(section === 'primary' ? 'P' : section === 'ads' ? 'A' : 'S');
    parts.push(...pairs);
  }
  return parts.join(';');
}

/** A decoded code: the settings, and any keys this version of the format does not know. */
export interface DecodedCrosshair {
  readonly settings: CrosshairSettings;
  readonly unknownKeys: readonly string[];
}

function invalid(message: string, details?: Record<string, unknown>): Result<never, DomainError> {
  return err(domainError('CROSSHAIR_CODE_INVALID', message, details));
}

function parseValue(spec: FieldSpec, raw: string): unknown {
  if (spec.kind === 'bool') return raw === '1' ? true : raw === '0' ? false : undefined;
  if (spec.kind === 'hex') return /^[0-9a-fA-F]{8}$/.test(raw) ? raw.toUpperCase() : undefined;
  if (!/^\d{1,3}(\.\d{1,6})?$/.test(raw)) return undefined;
  const n = Math.round(Number(raw) * 1000) / 1000;
  const { min = 0, max = 0, step = 1 } = spec;
  if (n < min || n > max) return undefined;
  return step >= 1 && !Number.isInteger(n) ? undefined : n;
}

/** Reads a crosshair profile code; fails with CROSSHAIR_CODE_INVALID naming the first bad key or value. */
export function decodeCrosshair(code: string): Result<DecodedCrosshair, DomainError> {
  const trimmed = code.trim();
  if (trimmed.length > MAX_CROSSHAIR_CODE_LENGTH) return invalid('The crosshair code is too long');
  const tokens = trimmed.split(';');
  if (tokens[0] !== '0') return invalid('A Valorant crosshair code starts with 0;', { position: 0 });
  const settings = defaultCrosshair();
  const unknownKeys: string[] = [];
  let section: Section = 'general';
  let i = 1;
  while (i < tokens.length) {
    const token = tokens[i] ?? '';
    const marker = MARKERS[token];
    if (marker !== undefined) {
      section = marker;
      i += 1;
      continue;
    }
    if (token === '' && i === tokens.length - 1) break; // a trailing ';'
    const raw = tokens[i + 1];
    if (raw === undefined) return invalid(`The setting "${token}" has no value`, { key: token });
    const slot = SECTION_SLOTS[section].find((s) => s.spec.key === token);
    if (slot === undefined) {
      unknownKeys.push(token);
    } else {
      const value = parseValue(slot.spec, raw);
      if (value === undefined) return invalid(`The setting "${token}" has an invalid value "${raw}"`, { key: token, value: raw });
      slot.get(settings)[slot.name] = value;
    }
    i += 2;
  }
  return ok({ settings, unknownKeys });
}
