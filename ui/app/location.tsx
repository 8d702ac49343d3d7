import { createContext, startTransition, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';

/** The part of the URL the app reads: the page is the server's answer for `pathname + search`. */
export interface AppLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export type Navigate = (to: string, options?: { readonly replace?: boolean }) => void;

interface Navigation {
  readonly location: AppLocation;
  readonly navigate: Navigate;
}

const NavigationContext = createContext<Navigation | null>(null);

const locationOf = (url: URL): AppLocation => ({ pathname: url.pathname, search: url.search, hash: url.hash });

/**
 * The browser's address bar as React state: a navigation pushes (or replaces)
 * a history entry, Back and Forward arrive as `popstate`. Updates render as a
 * transition, so the page on screen stays until the next one is ready.
 */
export function BrowserLocation({ children }: { readonly children: ReactNode }) {
  const [current, setCurrent] = useState(() => locationOf(new URL(window.location.href)));
  useLayoutEffect(() => {
    const onPopState = () => startTransition(() => setCurrent(locationOf(new URL(window.location.href))));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const navigate = useCallback<Navigate>((to, options) => {
    const url = new URL(to, window.location.href);
    try {
      if (options?.replace === true) window.history.replaceState(null, '', url.href);
      else window.history.pushState(null, '', url.href);
    } catch {
      // Browsers cap history calls (Safari: 100 per 30 s): a full load still gets the user there.
      window.location.assign(url.href);
      return;
    }
    startTransition(() => setCurrent(locationOf(url)));
  }, []);
  const value = useMemo(() => ({ location: current, navigate }), [current, navigate]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** The server's: one request's URL, fixed; navigating is not something a server render does. */
export function StaticLocation({ url, children }: { readonly url: string; readonly children: ReactNode }) {
  const value = useMemo<Navigation>(
    () => ({
      location: locationOf(new URL(url, 'http://localhost')),
      navigate: () => {
        throw new Error('navigate() during a server render');
      },
    }),
    [url],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (navigation === null) throw new Error('BrowserLocation or StaticLocation missing above this component');
  return navigation;
}

/** The current URL's path, query and hash. */
export const useLocation = (): AppLocation => useNavigation().location;

/** Moves the address bar to a same-site URL without a page load. */
export const useNavigate = (): Navigate => useNavigation().navigate;
