import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $page } from '../../features/shared/page/model.ts';
import { pathFor } from '../../../domain/index.ts';
import styles from './Favorites.module.scss';

const TABS = [
  { route: 'dashboardFavoritesProducts', key: 'favorites.nav.products' },
  { route: 'dashboardFavoritesSellers', key: 'favorites.nav.sellers' },
  { route: 'dashboardFavoritesRecentlyViewed', key: 'favorites.nav.recentlyViewed' },
] as const;

/** The three lists under /dashboard/favorites. */
export function FavoritesNav() {
  const { t } = useTranslation();
  const page = useUnit($page);
  return (
    <nav className={styles['tabs']} aria-label={t('favorites.nav.label')}>
      {TABS.map((tab) => (
        <a key={tab.route} href={pathFor(tab.route)} aria-current={page.name === tab.route ? 'page' : undefined} className={page.name === tab.route ? styles['activeTab'] : undefined}>
          {t(tab.key)}
        </a>
      ))}
    </nav>
  );
}

/** What a list shows while loading, after a failure, or when it is empty. */
export function ListState({ status, empty, onRetry, children }: { readonly status: 'loading' | 'failed' | 'empty'; readonly empty?: string; readonly onRetry?: () => void; readonly children?: React.ReactNode }) {
  const { t } = useTranslation();
  if (status === 'loading') {
    return (
      <div className={styles['loading']} role="status" data-testid="list-loading">
        {t('loading.label')}
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <section className={`panel ${styles['state']}`} role="alert">
        <p>{t('favorites.failed')}</p>
        {onRetry !== undefined && (
          <button type="button" className="button" onClick={onRetry}>
            {t('product.retry')}
          </button>
        )}
      </section>
    );
  }
  return (
    <section className={`panel ${styles['state']}`} data-testid="list-empty">
      <p>{empty}</p>
      {children}
    </section>
  );
}
