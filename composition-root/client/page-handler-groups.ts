/*
 * Which binders of effect handlers each page loads with its code, before it
 * hydrates (page-loading.ts): each binder, with its adapters and contracts, is
 * a chunk of its own, so a page downloads the handlers of its own models only.
 * Data only: the server preloads a page's groups with its chunk and the bundle
 * benchmark counts them, by these modules. tests/composition-root/
 * page-handlers.test.ts checks each list against the models each page reaches
 * and names what to change when a page or a model moves.
 */

const GROUP_PAGES: Readonly<Record<string, readonly string[]>> = {
  'composition-root/client/catalog-listings.ts': ['listing'],
  'composition-root/client/catalog-product.ts': ['product', 'playboost', 'profile', 'dashboardFavoritesProducts', 'dashboardFavoritesSellers', 'dashboardFavoritesRecentlyViewed'],
  'composition-root/client/mailed-links.ts': ['authVerify', 'authRecovery', 'authLogin', 'authUnlock', 'authSteam', 'authDiscord'],
  'composition-root/client/account-settings.ts': ['dashboardAccount'],
  'composition-root/client/account-security.ts': ['dashboardAccount'],
  'composition-root/client/sellerapi.ts': ['dashboardAccount'],
  'composition-root/client/payouts.ts': ['dashboardFinancesWithdrawals', 'dashboardAccount'],
  'composition-root/client/checkout.ts': ['checkout', 'checkoutCart'],
  'composition-root/client/payments.ts': ['checkout', 'checkoutPayment', 'dashboard', 'dashboardFinancesCredits', 'dashboardFinancesPayments', 'igPlus', 'igPlusSuccess'],
  'composition-root/client/membership.ts': ['igPlus', 'igPlusSuccess'],
  'composition-root/client/order-desk.ts': ['dashboardOrder', 'dashboardPenalties', 'dashboardStaffOrders'],
  'composition-root/client/offers.ts': ['dashboardOffers', 'dashboardCreateOffer'],
  'composition-root/client/deals.ts': ['dashboardRequests', 'dashboardRequest', 'dashboardOrderRequest'],
  'composition-root/client/insights.ts': ['profile', 'dashboardControlCenter', 'dashboardControlCenterReports', 'dashboardControlCenterPerformance'],
  'composition-root/client/affiliates.ts': ['affiliate'],
  'composition-root/client/sellerapplications.ts': ['application', 'dashboardStaffApplications'],
  'composition-root/client/staff.ts': ['dashboardStaffUsers', 'dashboardStaffOffers', 'dashboardStaffAudit', 'dashboardStaffSupport', 'dashboardStaffMessages', 'dashboardControlCenter'],
  'composition-root/client/content-authoring.ts': ['dashboardStaffContent', 'dashboardStaffContentEditor'],
};

/** Every handler group's module, as Vite's manifest names it. */
export const HANDLER_GROUP_MODULES: readonly string[] = Object.keys(GROUP_PAGES);

/** The handler groups' modules the page of this route name loads. */
export function handlerGroupsOf(page: string): readonly string[] {
  return HANDLER_GROUP_MODULES.filter((module) => GROUP_PAGES[module]?.includes(page) === true);
}
