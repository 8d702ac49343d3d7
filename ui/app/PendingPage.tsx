import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { $page } from '../features/shared/page/model.ts';
import { loadPageWithNeeds, pageComponent } from './pages.ts';

/**
 * Stands in for a lazy page whose code is not here yet. Navigation and
 * hydration load the code first, so this shows only if that load was skipped
 * (a model test, a future caller): it loads the page, with the effect handlers
 * its models need, and then shows it.
 */
export function PendingPage() {
  const page = useUnit($page);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    let current = true;
    void loadPageWithNeeds(page.name).then(() => current && setLoaded((n) => n + 1));
    return () => {
      current = false;
    };
  }, [page.name]);
  const Page = pageComponent(page.name);
  return Page === undefined ? <main className="page" aria-busy="true" /> : <Page />;
}
