/** Affiliates: joining, the dashboard, clicks, sign-ups, attribution at checkout and the commission on completion. */
export { AffiliateProgram, type AffiliateProgramDeps, type JoinedAffiliate, type MyAffiliate } from './affiliate-program.ts';
export { AffiliateCommissions, type CommissionOrder } from './affiliate-commissions.ts';
export type { AffiliateCounts, AffiliateProfile, AffiliateStore, StoredCommission } from './ports.ts';
