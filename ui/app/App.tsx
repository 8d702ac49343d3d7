import { useUnit } from 'effector-react';
import { $page } from '../features/shared/page/model.ts';
import { AuthLinkPage } from '../pages/AuthLinkPage.tsx';
import { ComingSoonPage } from '../pages/ComingSoonPage.tsx';
import { CheckoutPage } from '../pages/CheckoutPage.tsx';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { GamePage } from '../pages/GamePage.tsx';
import { GamesPage } from '../pages/GamesPage.tsx';
import { HomePage } from '../pages/HomePage.tsx';
import { ListingPage } from '../pages/ListingPage.tsx';
import { PlayboostPage, ProductPage } from '../pages/ProductPage.tsx';
import { ProfilePage } from '../pages/ProfilePage.tsx';
import { FavoriteProductsPage } from '../pages/FavoriteProductsPage.tsx';
import { FavoriteSellersPage } from '../pages/FavoriteSellersPage.tsx';
import { RecentlyViewedPage } from '../pages/RecentlyViewedPage.tsx';
import { ServicePage } from '../pages/ServicePage.tsx';
import { ServicesPage } from '../pages/ServicesPage.tsx';
import { CreditsPage } from '../pages/CreditsPage.tsx';
import { OrderGroupPage } from '../pages/OrderGroupPage.tsx';
import { OrderPage } from '../pages/OrderPage.tsx';
import { OrdersPage } from '../pages/OrdersPage.tsx';
import { PenaltiesPage } from '../pages/PenaltiesPage.tsx';
import { PaymentResultPage } from '../pages/PaymentResultPage.tsx';
import { PaymentsPage } from '../pages/PaymentsPage.tsx';
import { BlogPage } from '../pages/content/BlogPage.tsx';
import { PostPage } from '../pages/content/PostPage.tsx';
import { WikiArticlePage, WikiCategoryPage, WikiPage } from '../pages/content/WikiPages.tsx';
import { GuaranteePage } from '../pages/trust/GuaranteePage.tsx';
import { LegalPage } from '../pages/trust/LegalPage.tsx';
import { SupportPage } from '../pages/trust/SupportPage.tsx';
import { CrosshairBuilderPage } from '../pages/CrosshairBuilderPage.tsx';
import { PokedexPage } from '../pages/PokedexPage.tsx';
import { TrackerPage } from '../pages/TrackerPage.tsx';
import { MmrCheckerPage } from '../pages/MmrCheckerPage.tsx';
import { ChartsPage, GameChartsPage } from '../pages/ChartsPage.tsx';
import { CalculatorPage } from '../pages/CalculatorPage.tsx';
import { CalculatorsPage } from '../pages/CalculatorsPage.tsx';
import { CreateOfferPage } from '../pages/CreateOfferPage.tsx';
import { SellerOffersPage } from '../pages/SellerOffersPage.tsx';
import { SavedCartPage } from '../pages/SavedCartPage.tsx';
import { CookieBanner } from '../components/CookieBanner/CookieBanner.tsx';
import { Footer } from '../components/Footer/Footer.tsx';
import { Header } from '../components/Header/Header.tsx';
import { AlertBar } from '../components/AlertBar/AlertBar.tsx';
import { CartDrawer } from '../components/Cart/CartDrawer.tsx';
import { AddedToCart } from '../components/Cart/AddedToCart.tsx';
import { LoginModal } from '../components/LoginModal/LoginModal.tsx';
import { LoadingBar } from '../components/LoadingBar/LoadingBar.tsx';
import { SideDrawer } from '../components/SideDrawer/SideDrawer.tsx';
import { Toasts } from '../components/Toasts/Toasts.tsx';

/** Pages that exist so far; every other route shows its coming-soon page. */
const PAGES: Readonly<Record<string, () => React.JSX.Element>> = {
  home: HomePage,
  login: HomePage,
  games: GamesPage,
  game: GamePage,
  services: ServicesPage,
  servicesProductType: ServicePage,
  listing: ListingPage,
  checkout: CheckoutPage,
  checkoutPayment: PaymentResultPage,
  checkoutCart: SavedCartPage,
  dashboardOrders: OrdersPage,
  dashboardOrdersGroup: OrderGroupPage,
  dashboardOrder: OrderPage,
  dashboardPenalties: PenaltiesPage,
  dashboardFinancesCredits: CreditsPage,
  dashboardFinancesPayments: PaymentsPage,
  product: ProductPage,
  playboost: PlayboostPage,
  profile: ProfilePage,
  dashboardFavoritesProducts: FavoriteProductsPage,
  dashboardFavoritesSellers: FavoriteSellersPage,
  dashboardFavoritesRecentlyViewed: RecentlyViewedPage,
  authVerify: AuthLinkPage,
  authRecovery: AuthLinkPage,
  authLogin: AuthLinkPage,
  authUnlock: AuthLinkPage,
  legalTerms: LegalPage,
  legalPrivacy: LegalPage,
  legalDmca: LegalPage,
  guarantee: GuaranteePage,
  support: SupportPage,
  blog: BlogPage,
  blogPage: BlogPage,
  post: PostPage,
  wiki: WikiPage,
  gameCategory: WikiCategoryPage,
  gameArticle: WikiArticlePage,
  crosshairBuilder: CrosshairBuilderPage,
  gamePokedex: PokedexPage,
  tracker: TrackerPage,
  mmrChecker: MmrCheckerPage,
  charts: ChartsPage,
  gameCharts: GameChartsPage,
  calculators: CalculatorsPage,
  calculator: CalculatorPage,
  dashboardOffers: SellerOffersPage,
  dashboardCreateOffer: CreateOfferPage,
};

/** The shell: header, the page for the route (or the error page), footer and overlays. */
export function App() {
  const page = useUnit($page);
  const Page = page.status >= 400 ? ErrorPage : (PAGES[page.name] ?? ComingSoonPage);
  return (
    <div className={`layout layout--${page.layout}`}>
      <LoadingBar />
      {page.layout === 'default' && <Header />}
      <AlertBar />
      <Page />
      {page.layout === 'default' && <Footer />}
      <CookieBanner />
      <LoginModal />
      <SideDrawer />
      <CartDrawer />
      <AddedToCart />
      <Toasts />
    </div>
  );
}
