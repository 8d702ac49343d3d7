/** Seller applications: users ask staff to review them as sellers; staff approve (granting the roles) or reject with a reason. */
export { SellerApplications, type MySellerApplicationView, type SellerApplicationDeps } from './seller-applications.ts';
export type { QueuedSellerApplication, SellerApplicationStore, StoredSellerApplication } from './ports.ts';
