import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { FavoritesNav, ListState } from '../components/Favorites/FavoritesNav.tsx';
import { ProductCard, ProductGrid } from '../components/Product/ProductCard.tsx';
import { $favoriteProducts, $favoritesPending, favoriteProductToggled, favoritesReloadRequested } from '../features/shopping/favorites/model.ts';
import styles from '../components/Favorites/Favorites.module.scss';

/** `/dashboard/favorites/products`: the listings the user liked, newest first, each removable. */
export function FavoriteProductsPage() {
  const { t } = useTranslation();
  const [list, pending, remove, reload] = useUnit([$favoriteProducts, $favoritesPending, favoriteProductToggled, favoritesReloadRequested]);
  return (
    <main className={`page ${styles['page']}`}>
      <FavoritesNav />
      <h1>{t('favorites.products.title')}</h1>
      {list.status !== 'ready' ? (
        <ListState status={list.status} onRetry={reload} />
      ) : list.entries.length === 0 ? (
        <ListState status="empty" empty={t('favorites.products.empty')}>
          <a className="button" href="/games">
            {t('home.browseGames')}
          </a>
        </ListState>
      ) : (
        <ProductGrid>
          {list.entries.map((entry) => {
            const removeButton = (
              <button type="button" className="button button--ghost button--small" disabled={pending.includes(entry.id)} onClick={() => remove(entry.id)} data-testid="favorite-remove">
                {t('favorites.remove')}
              </button>
            );
            return entry.item === null ? (
              <div key={entry.id} className={styles['gone']} data-testid="favorite-gone">
                <p>{t('favorites.unavailable')}</p>
                {removeButton}
              </div>
            ) : (
              <ProductCard key={entry.id} card={entry.item} action={removeButton} />
            );
          })}
        </ProductGrid>
      )}
    </main>
  );
}
