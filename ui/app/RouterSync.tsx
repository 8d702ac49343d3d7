import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from './location.tsx';
import { $pendingNavigation, navigated, navigationCarriedOut, stillWanted } from '../features/shared/page/model.ts';

/** Whether a click on `anchor` is an ordinary same-site page link the router may take over. */
function routable(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.dataset['reload'] !== undefined) return false;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return false;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/assets/') || url.pathname.startsWith('/websocket')) return false;
  // A link to the same page with only a hash scrolls natively.
  return !(url.pathname === location.pathname && url.search === location.search && url.hash !== '');
}

/**
 * Bridges the address bar (location.tsx) and the page model: every location change is told to
 * the model (which asks the server which page it is), navigations the model
 * asks for are carried out by the router, and plain `<a href>` links inside
 * the app navigate without a full reload.
 */
export function RouterSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const [onNavigated, pending, carriedOut] = useUnit([navigated, $pendingNavigation, navigationCarriedOut]);

  useEffect(() => {
    onNavigated(location.pathname + location.search);
  }, [location.pathname, location.search, onNavigated]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  useEffect(() => {
    if (pending === null) return;
    if (stillWanted(pending, window.location.pathname + window.location.search)) void navigate(pending.to, { replace: pending.replace });
    carriedOut();
  }, [pending, navigate, carriedOut]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !routable(event, anchor)) return;
      event.preventDefault();
      const url = new URL(anchor.href, window.location.href);
      void navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);

  return null;
}
