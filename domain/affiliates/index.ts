/**
 * Affiliates: the programme's numbers (buyer discount, commission share) and
 * the personal code and link an affiliate shares.
 */
export {
  AFFILIATE_ATTRIBUTION_DAYS,
  AFFILIATE_BUYER_PERCENT,
  AFFILIATE_COMMISSION_PERCENT,
  affiliateCommission,
  attributedAffiliate,
  netServiceFee,
  type CommissionBasis,
} from './commission.ts';
export { affiliateCodeFor, affiliateLink } from './affiliate-code.ts';
export { affiliateCommissionPosting, affiliateReversalPosting, type AffiliatePosting, type CommissionFacts } from './postings.ts';
