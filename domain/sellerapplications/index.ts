/** Seller applications: asking staff to review one as a seller (bulk selling with the seller API in particular). */
export {
  APPLICATION_REASON_MAX,
  REAPPLY_WAIT_MS,
  SELLER_APPLICATION_STATUSES,
  checkMayApply,
  reapplyAt,
  transitionSellerApplication,
  type SellerApplicationEvent,
  type SellerApplicationState,
  type SellerApplicationStatus,
} from './seller-application-machine.ts';
export { APPLICATION_LIMITS, MONTHLY_VOLUMES, checkApplicationForm, isApplicationLink, type MonthlyVolume, type SellerApplicationForm } from './application-form.ts';
export { SELLER_APPLICATION_ERROR_CODES, type SellerApplicationErrorCode } from './errors.ts';
