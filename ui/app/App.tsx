import { useUnit } from 'effector-react';
import { $page } from '../features/shared/page/model.ts';
import { ComingSoonPage } from '../pages/ComingSoonPage.tsx';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { hasPage, pageComponent } from './pages.ts';
import { PendingPage } from './PendingPage.tsx';
import { CookieBanner } from '../components/CookieBanner/CookieBanner.tsx';
import { Footer } from '../components/Footer/Footer.tsx';
import { Header } from '../components/Header/Header.tsx';
import { AlertBar } from '../components/AlertBar/AlertBar.tsx';
import { OnboardingBanner } from '../components/OnboardingBanner/OnboardingBanner.tsx';
import { CartDrawer } from '../components/Cart/CartDrawer.tsx';
import { AddedToCart } from '../components/Cart/AddedToCart.tsx';
import { $loginModal } from '../features/accounts/login/model.ts';
import { LoadingBar } from '../components/LoadingBar/LoadingBar.tsx';
import { SideDrawer } from '../components/SideDrawer/SideDrawer.tsx';
import { Toasts } from '../components/Toasts/Toasts.tsx';
import { $showChatWidget } from '../features/messaging/chat-window-state.ts';
import { deferred } from './deferred.tsx';

// One line each (composition-root/page-modules.ts reads them): the server inlines their styles into every page.
const LoginModal = deferred(() => import('../components/LoginModal/LoginModal.tsx').then((m) => m.LoginModal), $loginModal.map((modal) => modal.open), 'loginModal');
const ChatWidget = deferred(() => import('../components/Messaging/ChatWidget.tsx').then((m) => m.ChatWidget), $showChatWidget, 'chatWidget');

/** The shell: header, the page for the route (or the error page), footer and overlays. */
export function App() {
  const page = useUnit($page);
  const Page = page.status >= 400 ? ErrorPage : !hasPage(page.name) ? ComingSoonPage : (pageComponent(page.name) ?? PendingPage);
  return (
    <div className={`layout layout--${page.layout}`}>
      <LoadingBar />
      {page.layout === 'default' && <Header />}
      <AlertBar />
      <OnboardingBanner />
      <Page />
      {page.layout === 'default' && <Footer />}
      <CookieBanner />
      <LoginModal />
      <SideDrawer />
      <CartDrawer />
      {page.layout === 'default' && <ChatWidget />}
      <AddedToCart />
      <Toasts />
    </div>
  );
}
