import { ACCOUNTS_ERROR_CODES } from '../../accounts/errors.ts';
import { CATALOG_ERROR_CODES } from '../../catalog/errors.ts';
import { LEDGER_ERROR_CODES } from '../../ledger/errors.ts';
import { OFFERS_ERROR_CODES } from '../../offers/errors.ts';
import { MEDIA_ERROR_CODES } from '../../media/errors.ts';
import { MESSAGING_ERROR_CODES } from '../../messaging/errors.ts';
import { DEALS_ERROR_CODES } from '../../deals/errors.ts';
import { MEMBERSHIP_ERROR_CODES } from '../../membership/errors.ts';
import { VERIFICATION_ERROR_CODES } from '../../verification/errors.ts';
import { ORDERS_ERROR_CODES } from '../../orders/errors.ts';
import { PAYMENTS_ERROR_CODES } from '../../payments/errors.ts';
import { PAYOUTS_ERROR_CODES } from '../../payouts/errors.ts';
import { SHOPPING_ERROR_CODES } from '../../shopping/errors.ts';
import { SHARED_ERROR_CODES } from './shared-codes.ts';
import { GAME_TOOLS_ERROR_CODES } from '../../tools/game-tools-errors.ts';
import { SELLER_API_ERROR_CODES } from '../../sellerapi/errors.ts';
import { CONTENT_ERROR_CODES } from '../../content/errors.ts';
import { SELLER_APPLICATION_ERROR_CODES } from '../../sellerapplications/errors.ts';

/**
 * The one catalogue of error codes used across the system: domain rules, use
 * cases, HTTP and DDP adapters all speak these codes, so a client can switch
 * on a code without parsing messages. Each context declares its own codes in
 * its `errors.ts`; this index only unions them (a new context adds one line
 * here). What a code means on a wire (an HTTP status) is the adapters'
 * business: see adapters/server/shared/error-status.ts.
 */
export const ERROR_CODES = [
  ...SHARED_ERROR_CODES,
  ...CATALOG_ERROR_CODES,
  ...SHOPPING_ERROR_CODES,
  ...ACCOUNTS_ERROR_CODES,
  ...PAYOUTS_ERROR_CODES,
  ...LEDGER_ERROR_CODES,
  ...ORDERS_ERROR_CODES,
  ...PAYMENTS_ERROR_CODES,
  ...GAME_TOOLS_ERROR_CODES,
  ...OFFERS_ERROR_CODES,
  ...MEDIA_ERROR_CODES,
  ...MESSAGING_ERROR_CODES,
  ...DEALS_ERROR_CODES,
  ...MEMBERSHIP_ERROR_CODES,
  ...VERIFICATION_ERROR_CODES,
  ...SELLER_API_ERROR_CODES,
  ...CONTENT_ERROR_CODES,
  ...SELLER_APPLICATION_ERROR_CODES,
] as const;

/** A code from the catalogue. */
export type ErrorCode = (typeof ERROR_CODES)[number];
