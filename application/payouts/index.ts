export { Withdrawals, type WithdrawalRequest } from './withdrawals.ts';
export type { PayoutProvider, WithdrawalRecord, WithdrawalRecords } from './ports/index.ts';
export { ManualPayoutProvider } from './manual-payout-provider.ts';
export { PayoutDetailsBook, type PayoutDetailsView } from './payout-details-book.ts';
export type { PayoutDetailsStore, SavedPayoutDetails } from './ports/index.ts';
