/**
 * Membership: ig-plus, the paid monthly plan that discounts the service fee
 * (the discount itself is pricing's, domain/shopping/pricing). Its price, its
 * periods and its renewal machine.
 */
export { IG_PLUS_MONTHLY_PRICE, RENEWAL_ATTEMPTS, RENEWAL_RETRY_DELAY_MS, addOneMonth, igPlusPrice } from './plan.ts';
export {
  MEMBERSHIP_STATUSES,
  NO_MEMBERSHIP,
  membershipActive,
  transitionMembership,
  type MembershipEffect,
  type MembershipEvent,
  type MembershipNotice,
  type MembershipState,
  type MembershipStatus,
  type MembershipTransition,
} from './membership-machine.ts';
export { MEMBERSHIP_ERROR_CODES, type MembershipErrorCode } from './errors.ts';
