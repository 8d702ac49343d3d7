/** Membership: ig-plus bought, renewed, cancelled and resumed; its charges in the ledger. */
export { IgPlus, type BoughtIgPlus, type BuyIgPlusRequest } from './ig-plus.ts';
export { MembershipBilling } from './membership-billing.ts';
export { membershipRenewal, type MembershipDeps } from './membership-effects.ts';
export type { MembershipStore, StoredMembership } from './ports.ts';
