/**
 * Which component shows which route. Every page is its own chunk, loaded before
 * it is shown (see `loadPage`), so a visitor pays only for the pages they open:
 * the server links the chunk of the page it rendered (`modulepreload`), and the
 * browser hydrates once it is in.
 */
export type PageComponent = () => React.JSX.Element;

// One line per page: the route's name, then the module and its export. Vite turns each import into a chunk.
const LAZY: Readonly<Record<string, () => Promise<PageComponent>>> = {
  home: () => import('../pages/HomePage.tsx').then((m) => m.HomePage),
  login: () => import('../pages/HomePage.tsx').then((m) => m.HomePage),
  games: () => import('../pages/GamesPage.tsx').then((m) => m.GamesPage),
  game: () => import('../pages/GamePage.tsx').then((m) => m.GamePage),
  services: () => import('../pages/ServicesPage.tsx').then((m) => m.ServicesPage),
  servicesProductType: () => import('../pages/ServicePage.tsx').then((m) => m.ServicePage),
  listing: () => import('../pages/ListingPage.tsx').then((m) => m.ListingPage),
  product: () => import('../pages/ProductPage.tsx').then((m) => m.ProductPage),
  playboost: () => import('../pages/ProductPage.tsx').then((m) => m.PlayboostPage),
  checkout: () => import('../pages/CheckoutPage.tsx').then((m) => m.CheckoutPage),
  checkoutPayment: () => import('../pages/PaymentResultPage.tsx').then((m) => m.PaymentResultPage),
  checkoutCart: () => import('../pages/SavedCartPage.tsx').then((m) => m.SavedCartPage),
  dashboard: () => import('../pages/DashboardPage.tsx').then((m) => m.DashboardPage),
  dashboardOrders: () => import('../pages/OrdersPage.tsx').then((m) => m.OrdersPage),
  dashboardOrdersGroup: () => import('../pages/OrderGroupPage.tsx').then((m) => m.OrderGroupPage),
  dashboardOrder: () => import('../pages/OrderPage.tsx').then((m) => m.OrderPage),
  dashboardPenalties: () => import('../pages/PenaltiesPage.tsx').then((m) => m.PenaltiesPage),
  dashboardFinancesCredits: () => import('../pages/CreditsPage.tsx').then((m) => m.CreditsPage),
  dashboardFinancesPayments: () => import('../pages/PaymentsPage.tsx').then((m) => m.PaymentsPage),
  profile: () => import('../pages/ProfilePage.tsx').then((m) => m.ProfilePage),
  dashboardFavoritesProducts: () => import('../pages/FavoriteProductsPage.tsx').then((m) => m.FavoriteProductsPage),
  dashboardFavoritesSellers: () => import('../pages/FavoriteSellersPage.tsx').then((m) => m.FavoriteSellersPage),
  dashboardFavoritesRecentlyViewed: () => import('../pages/RecentlyViewedPage.tsx').then((m) => m.RecentlyViewedPage),
  authVerify: () => import('../pages/AuthLinkPage.tsx').then((m) => m.AuthLinkPage),
  authRecovery: () => import('../pages/AuthLinkPage.tsx').then((m) => m.AuthLinkPage),
  authLogin: () => import('../pages/AuthLinkPage.tsx').then((m) => m.AuthLinkPage),
  authUnlock: () => import('../pages/AuthLinkPage.tsx').then((m) => m.AuthLinkPage),
  authSteam: () => import('../pages/AuthLinkPage.tsx').then((m) => m.AuthLinkPage),
  authDiscord: () => import('../pages/AuthLinkPage.tsx').then((m) => m.AuthLinkPage),
  legalTerms: () => import('../pages/trust/LegalPage.tsx').then((m) => m.LegalPage),
  legalPrivacy: () => import('../pages/trust/LegalPage.tsx').then((m) => m.LegalPage),
  legalDmca: () => import('../pages/trust/LegalPage.tsx').then((m) => m.LegalPage),
  guarantee: () => import('../pages/trust/GuaranteePage.tsx').then((m) => m.GuaranteePage),
  support: () => import('../pages/trust/SupportPage.tsx').then((m) => m.SupportPage),
  blog: () => import('../pages/content/BlogPage.tsx').then((m) => m.BlogPage),
  blogPage: () => import('../pages/content/BlogPage.tsx').then((m) => m.BlogPage),
  post: () => import('../pages/content/PostPage.tsx').then((m) => m.PostPage),
  wiki: () => import('../pages/content/WikiPages.tsx').then((m) => m.WikiPage),
  gameCategory: () => import('../pages/content/WikiPages.tsx').then((m) => m.WikiCategoryPage),
  gameArticle: () => import('../pages/content/WikiPages.tsx').then((m) => m.WikiArticlePage),
  crosshairBuilder: () => import('../pages/CrosshairBuilderPage.tsx').then((m) => m.CrosshairBuilderPage),
  gamePokedex: () => import('../pages/PokedexPage.tsx').then((m) => m.PokedexPage),
  tracker: () => import('../pages/TrackerPage.tsx').then((m) => m.TrackerPage),
  mmrChecker: () => import('../pages/MmrCheckerPage.tsx').then((m) => m.MmrCheckerPage),
  charts: () => import('../pages/ChartsPage.tsx').then((m) => m.ChartsPage),
  gameCharts: () => import('../pages/ChartsPage.tsx').then((m) => m.GameChartsPage),
  calculators: () => import('../pages/CalculatorsPage.tsx').then((m) => m.CalculatorsPage),
  calculator: () => import('../pages/CalculatorPage.tsx').then((m) => m.CalculatorPage),
  dashboardOffers: () => import('../pages/SellerOffersPage.tsx').then((m) => m.SellerOffersPage),
  dashboardCreateOffer: () => import('../pages/CreateOfferPage.tsx').then((m) => m.CreateOfferPage),
  search: () => import('../pages/SearchPage.tsx').then((m) => m.SearchPage),
  dashboardFinancesWithdrawals: () => import('../pages/WithdrawalsPage.tsx').then((m) => m.WithdrawalsPage),
  dashboardInbox: () => import('../pages/InboxPage.tsx').then((m) => m.InboxPage),
  dashboardAccount: () => import('../pages/AccountPage.tsx').then((m) => m.AccountPage),
  application: () => import('../pages/SellerApplicationPage.tsx').then((m) => m.SellerApplicationPage),
  dashboardStaffApplications: () => import('../pages/SellerApplicationReviewPage.tsx').then((m) => m.SellerApplicationReviewPage),
  dashboardStaffVerifications: () => import('../pages/VerificationReviewPage.tsx').then((m) => m.VerificationReviewPage),
  dashboardStaffOrders: () => import('../pages/StaffOrdersPage.tsx').then((m) => m.StaffOrdersPage),
  dashboardStaffUsers: () => import('../pages/StaffUsersPage.tsx').then((m) => m.StaffUsersPage),
  dashboardStaffOffers: () => import('../pages/StaffOffersPage.tsx').then((m) => m.StaffOffersPage),
  dashboardStaffAudit: () => import('../pages/StaffAuditPage.tsx').then((m) => m.StaffAuditPage),
  dashboardStaffSupport: () => import('../pages/StaffSupportPage.tsx').then((m) => m.StaffSupportPage),
  dashboardStaffContent: () => import('../pages/StaffContentPage.tsx').then((m) => m.StaffContentPage),
  dashboardStaffContentEditor: () => import('../pages/StaffContentEditorPage.tsx').then((m) => m.StaffContentEditorPage),
  dashboardStaffMessages: () => import('../pages/StaffMessageReportsPage.tsx').then((m) => m.StaffMessageReportsPage),
  dashboardRequests: () => import('../pages/RequestsPage.tsx').then((m) => m.RequestsPage),
  igPlus: () => import('../pages/IgPlusPage.tsx').then((m) => m.IgPlusPage),
  onboarding: () => import('../pages/OnboardingPage.tsx').then((m) => m.OnboardingPage),
  dashboardControlCenter: () => import('../pages/ControlCenterPage.tsx').then((m) => m.ControlCenterPage),
  dashboardControlCenterReports: () => import('../pages/SellerReportsPage.tsx').then((m) => m.SellerReportsPage),
  dashboardControlCenterPerformance: () => import('../pages/SellerPerformancePage.tsx').then((m) => m.SellerPerformancePage),
  affiliate: () => import('../pages/AffiliatePage.tsx').then((m) => m.AffiliatePage),
  igPlusSuccess: () => import('../pages/IgPlusPage.tsx').then((m) => m.IgPlusSuccessPage),
  dashboardRequest: () => import('../pages/RequestPage.tsx').then((m) => m.RequestPage),
  dashboardOrderRequest: () => import('../pages/RequestPage.tsx').then((m) => m.OrderRequestPage),
};

// Loaded code, not state: shared by every render on the server and every navigation in the browser.
const loaded = new Map<string, PageComponent>();

/** Every route name with a page of its own. */
export const PAGE_NAMES: readonly string[] = Object.keys(LAZY);

/** Whether the route has a page of its own (the others show the coming-soon page). */
export function hasPage(name: string): boolean {
  return name in LAZY;
}

/** The route's component when its code is here; undefined while its page is still loading. */
export function pageComponent(name: string): PageComponent | undefined {
  return loaded.get(name);
}

/**
 * Loads a lazy page's code. The server awaits it before rendering, the browser
 * before hydrating and before showing a page it navigated to, so neither ever
 * renders a placeholder where the other rendered the page.
 */
export async function loadPage(name: string): Promise<void> {
  const load = LAZY[name];
  if (load === undefined || loaded.has(name)) return;
  loaded.set(name, await load());
}

// What a page needs besides its code (in the browser, the effect handlers only lazy pages use): set once by the composition root.
let loadWithNeeds: (name: string) => Promise<void> = loadPage;

/** The browser's start hands over its loader, which also attaches the handlers a lazy page's models need. */
export function setPageLoader(load: (name: string) => Promise<void>): void {
  loadWithNeeds = load;
}

/** Loads a page's code and whatever else the start said a page needs; what `PendingPage` uses. */
export function loadPageWithNeeds(name: string): Promise<void> {
  return loadWithNeeds(name);
}
