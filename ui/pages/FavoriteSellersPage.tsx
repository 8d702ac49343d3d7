import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { FavoritesNav, ListState } from '../components/Favorites/FavoritesNav.tsx';
import { SellerCard } from '../components/Product/SellerCard.tsx';
import { $favoriteSellers, $favoritesPending, favoriteSellerToggled, favoritesReloadRequested } from '../features/shopping/favorites/model.ts';
import styles from '../components/Favorites/Favorites.module.scss';

/** `/dashboard/favorites/sellers`: the sellers the user follows, newest first, each removable. */
export function FavoriteSellersPage() {
  const { t } = useTranslation();
  const [list, pending, unfollow, reload] = useUnit([$favoriteSellers, $favoritesPending, favoriteSellerToggled, favoritesReloadRequested]);
  return (
    <main className={`page ${styles['page']}`}>
      <FavoritesNav />
      <h1>{t('favorites.sellers.title')}</h1>
      {list.status !== 'ready' ? (
        <ListState status={list.status} onRetry={reload} />
      ) : list.entries.length === 0 ? (
        <ListState status="empty" empty={t('favorites.sellers.empty')} />
      ) : (
        <ul className={styles['sellers']}>
          {list.entries.map((entry) => (
            <li key={entry.id} className={styles['sellerRow']} data-testid="favorite-seller">
              {entry.item === null ? <p className={styles['gone']}>{t('favorites.sellerUnavailable')}</p> : <SellerCard seller={entry.item} heading={t('favorites.sellers.heading')} />}
              <button type="button" className="button button--ghost button--small" disabled={pending.includes(entry.id)} onClick={() => unfollow(entry.id)} data-testid="favorite-remove">
                {t('favorites.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
