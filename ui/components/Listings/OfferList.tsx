import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $displayCurrency } from '../../features/shared/currency/model.ts';
import { $offers, $searching, $viewMode, filtersCleared } from '../../features/catalog/listings/model.ts';
import { OfferCard, OfferSkeleton } from './OfferCard.tsx';
import styles from './OfferList.module.scss';

/** The offers in the listing's view mode (grid or list), placeholders while a search runs, or an empty state that clears the filters. */
export function OfferList() {
  const { t } = useTranslation();
  const [offers, searching, viewMode, display, cleared] = useUnit([$offers, $searching, $viewMode, $displayCurrency, filtersCleared]);
  const layout = viewMode ?? 'LIST';
  const listClass = `${styles.offers} ${layout === 'GRID' ? styles.grid : styles.list}`;
  if (offers === null || searching) {
    return (
      <ul className={listClass} aria-busy="true" aria-label={t('listings.loading')} data-testid="offers-loading">
        {Array.from({ length: layout === 'GRID' ? 6 : 4 }, (_, i) => (
          <OfferSkeleton key={i} layout={layout} />
        ))}
      </ul>
    );
  }
  if (offers.hits.length === 0) {
    return (
      <div className={styles.empty} role="status" data-testid="offers-empty">
        <h2>{t('listings.empty.title')}</h2>
        <p>{t('listings.empty.hint')}</p>
        <button type="button" className="button" onClick={() => cleared()}>
          {t('listings.clearFilters')}
        </button>
      </div>
    );
  }
  return (
    <ul className={listClass} data-testid="offers" data-view={layout}>
      {offers.hits.map((offer) => (
        <OfferCard key={offer._id} offer={offer} display={display} layout={layout} />
      ))}
    </ul>
  );
}
