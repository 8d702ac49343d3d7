import { exactDecimal, NOT_AVAILABLE, renderScaled, scaleRound } from './decimal.ts';

/** The most fraction digits {@link formatNumber} keeps; enough for rates and ratios, short enough to hide float noise. */
export const MAX_NUMBER_DECIMALS = 6;

/**
 * A number with en-US thousands separators ('1,234,567.5'). Decimals are kept
 * as written, up to {@link MAX_NUMBER_DECIMALS} (rounded half away from zero
 * beyond that), so 0.1 + 0.2 shows as '0.3'; non-finite numbers show 'N/A'.
 */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return NOT_AVAILABLE;
  return renderScaled(scaleRound(exactDecimal(n), MAX_NUMBER_DECIMALS), MAX_NUMBER_DECIMALS, 0);
}

/**
 * A percent given in percent units (12.345 means 12.345 %). Reading of the
 * spec's "rounded to 2 places, shown with 1 decimal": both steps are taken
 * literally and exactly, each half away from zero on the decimal as written,
 * so 12.345 → 12.35 → '12.4%' (a float `toFixed` would print '12.3%', and a
 * single rounding would too). Always one decimal: 12 → '12.0%'. Non-finite
 * numbers show 'N/A'.
 */
export function formatPercent(p: number): string {
  if (!Number.isFinite(p)) return NOT_AVAILABLE;
  const hundredths = scaleRound(exactDecimal(p), 2);
  const abs = hundredths < 0n ? -hundredths : hundredths;
  const tenthsAbs = (abs + 5n) / 10n;
  const tenths = hundredths < 0n ? -tenthsAbs : tenthsAbs;
  return `${renderScaled(tenths, 1, 1)}%`;
}
