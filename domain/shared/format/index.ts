/**
 * Display formats (spec section 9): dates, yes/no, lists, numbers, quantity
 * abbreviations, intervals, percents, prices, and the avatar fallback. Every
 * function is pure and deterministic: the time zone is an option (default
 * UTC), the clock is never read, and numbers are rounded on their exact
 * decimal, half away from zero. Anything that cannot be shown is 'N/A'.
 */
export { NOT_AVAILABLE } from './decimal.ts';
export { DEFAULT_TIME_ZONE, formatDate, type FormatDateOptions } from './date.ts';
export { LIST_SEPARATOR, formatBoolean, formatList } from './text.ts';
export { MAX_NUMBER_DECIMALS, formatNumber, formatPercent } from './number.ts';
export {
  QUANTITY_DECIMALS,
  QUANTITY_SUFFIXES,
  SHORT_NUMBER_DECIMALS,
  SHORT_NUMBER_SUFFIXES,
  abbreviateQuantity,
  shortenNumber,
} from './abbreviate.ts';
export { SECONDS_PER_DAY, SECONDS_PER_HOUR, SECONDS_PER_MINUTE, formatInterval } from './interval.ts';
export { formatMoney, type FormatMoneyOptions } from './money.ts';
export { AVATAR_SIZES, MAX_AVATAR_INITIALS, avatarInitials, type AvatarSize } from './avatar.ts';
export { formatRating } from './rating.ts';
