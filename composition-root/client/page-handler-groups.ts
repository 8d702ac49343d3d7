/*
 * Which binders of effect handlers each page (and each deferred part of the
 * shell) loads with its code, before it shows (page-loading.ts): each binder, with its adapters and contracts, is
 * a chunk of its own, so a page downloads the handlers of its own models only.
 * Data only: the server preloads a page's groups with its chunk and the bundle
 * benchmark counts them (handlerGroupModule). tests/composition-root/
 * page-handlers.test.ts checks each list against the models each page reaches
 * and names what to change when a page or a model moves.
 */

const GROUP_PAGES: Readonly<Record<string, readonly string[]>> = {
  'catalog-listings': ['listing'],
  'catalog-product': ['product', 'playboost', 'profile', 'dashboardFavoritesProducts', 'dashboardFavoritesSellers', 'dashboardFavoritesRecentlyViewed'],
  'account-links': ['authVerify', 'authRecovery', 'authLogin', 'authUnlock', 'authSteam', 'authDiscord'],
  'messaging-controls': ['dashboardInbox'],
  'chat-widget': [],
  'custom-offers': ['dashboardInbox'],
  'mailed-links': ['authVerify', 'authRecovery', 'authLogin', 'authUnlock', 'authSteam', 'authDiscord'],
  'account-settings': ['dashboardAccount'],
  'account-security': ['dashboardAccount'],
  'sellerapi': ['dashboardAccount'],
  'payouts': ['dashboardFinancesWithdrawals', 'dashboardAccount'],
  'checkout': ['checkout', 'checkoutCart'],
  'payments': ['checkout', 'checkoutPayment', 'dashboard', 'dashboardFinancesCredits', 'dashboardFinancesPayments', 'igPlus', 'igPlusSuccess'],
  'membership': ['igPlus', 'igPlusSuccess'],
  'order-desk': ['dashboardOrder', 'dashboardPenalties', 'dashboardStaffOrders'],
  'offers': ['dashboardOffers', 'dashboardCreateOffer'],
  'deals': ['dashboardRequests', 'dashboardRequest', 'dashboardOrderRequest'],
  'insights': ['profile', 'dashboardControlCenter', 'dashboardControlCenterReports', 'dashboardControlCenterPerformance'],
  'affiliates': ['affiliate'],
  'sellerapplications': ['application', 'dashboardStaffApplications'],
  'staff': ['dashboardStaffUsers', 'dashboardStaffOffers', 'dashboardStaffAudit', 'dashboardStaffSupport', 'dashboardStaffMessages', 'dashboardControlCenter'],
  'content-authoring': ['dashboardStaffContent', 'dashboardStaffContentEditor'],
};

/**
 * The handler groups each deferred part of the shell (ui/app/App.tsx) loads with its code: the sign-in
 * dialog's sign-up, the chat widget's controls, contacts and custom offers.
 */
const PART_GROUPS: Readonly<Record<string, readonly string[]>> = {
  loginModal: ['account-links'],
  chatWidget: ['messaging-controls', 'chat-widget', 'custom-offers'],
};

/** The handler groups the deferred part of this name loads. */
export function partHandlerGroupsOf(part: string): readonly string[] {
  return PART_GROUPS[part] ?? [];
}

/** Every handler group, by the name of its binder's module in composition-root/client/. */
export const HANDLER_GROUPS: readonly string[] = Object.keys(GROUP_PAGES);

/** The handler groups the page of this route name loads. */
export function handlerGroupsOf(page: string): readonly string[] {
  return HANDLER_GROUPS.filter((group) => GROUP_PAGES[group]?.includes(page) === true);
}

/** A handler group's module, as Vite's manifest names it (the server preloads it, the bundle benchmark counts it). */
export function handlerGroupModule(group: string): string {
  return `composition-root/client/${group}.ts`;
}
