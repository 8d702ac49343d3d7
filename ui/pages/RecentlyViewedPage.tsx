import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { FavoritesNav, ListState } from '../components/Favorites/FavoritesNav.tsx';
import { ProductCard, ProductGrid } from '../components/Product/ProductCard.tsx';
import { $recentlyViewedPage, recentlyViewedCleared, recentlyViewedReloadRequested } from '../features/catalog/recently-viewed/model.ts';
import styles from '../components/Favorites/Favorites.module.scss';

/** `/dashboard/favorites/recently-viewed`: the products this browser looked at, most recent first. */
export function RecentlyViewedPage() {
  const { t } = useTranslation();
  const [view, clear, reload] = useUnit([$recentlyViewedPage, recentlyViewedCleared, recentlyViewedReloadRequested]);
  return (
    <main className={`page ${styles['page']}`}>
      <FavoritesNav />
      <div className={styles['header']}>
        <h1>{t('recentlyViewed.title')}</h1>
        {view.status === 'ready' && view.cards.length > 0 && (
          <button type="button" className="button button--ghost button--small" onClick={clear} data-testid="recently-viewed-clear">
            {t('recentlyViewed.clear')}
          </button>
        )}
      </div>
      {view.status !== 'ready' ? (
        <ListState status={view.status} onRetry={reload} />
      ) : view.cards.length === 0 ? (
        <ListState status="empty" empty={t('recentlyViewed.empty')}>
          <a className="button" href="/games">
            {t('home.browseGames')}
          </a>
        </ListState>
      ) : (
        <ProductGrid>
          {view.cards.map((card) => (
            <ProductCard key={card.id} card={card} />
          ))}
        </ProductGrid>
      )}
    </main>
  );
}
