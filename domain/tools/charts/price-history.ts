/** One day of prices of a game's product type: what the daily snapshot records (USD cents). */
export interface PriceDay {
  /** YYYY-MM-DD (UTC). */
  readonly day: string;
  readonly gameType: string;
  readonly productType: string;
  readonly medianMinor: number;
  readonly lowestMinor: number;
  readonly offerCount: number;
  readonly sales: number;
  /** True for the seed's made-up back-fill, never for a recorded day. */
  readonly synthetic: boolean;
}

export const CHART_RANGES = [7, 30, 90] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

const DAY_MS = 86_400_000;

/** The day (YYYY-MM-DD, UTC) `offset` days from `day`. */
export function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** FNV-1a of the series' name: the seed of its made-up history. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
}

/*
 * The seed's back-fill, so charts have something to show on a fresh machine:
 * `days` days ending the day before `endDay`, a deterministic walk around
 * today's median (a slow wave of ±8 % plus a daily wobble of ±3 %), lowest
 * 55–80 % of the median, offers and sales around today's counts. Every row
 * says synthetic; the page labels those days.
 */
export function syntheticHistory(input: {
  readonly gameType: string;
  readonly productType: string;
  readonly medianMinor: number;
  readonly offerCount: number;
  readonly endDay: string;
  readonly days: number;
}): PriceDay[] {
  const seed = hash(`${input.gameType}|${input.productType}`);
  const phase = (seed % 360) * (Math.PI / 180);
  const base = Math.max(1, input.medianMinor);
  return Array.from({ length: input.days }, (_, i) => {
    const back = input.days - i;
    const wobble = (((seed >>> (i % 24)) ^ (i * 2654435761)) >>> 0) % 1000;
    const factor = 1 + 0.08 * Math.sin(phase + back / 9) + ((wobble / 1000) * 0.06 - 0.03);
    const median = Math.max(1, Math.round(base * factor));
    return {
      day: addDays(input.endDay, -back),
      gameType: input.gameType,
      productType: input.productType,
      medianMinor: median,
      lowestMinor: Math.max(1, Math.round(median * (0.55 + (wobble % 250) / 1000))),
      offerCount: Math.max(1, Math.round(input.offerCount * (0.85 + (wobble % 300) / 1000))),
      sales: Math.round((Math.max(1, input.offerCount) / 10) * (0.5 + (wobble % 700) / 1000)),
      synthetic: true,
    };
  });
}
