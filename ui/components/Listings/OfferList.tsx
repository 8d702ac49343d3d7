import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $displayCurrency } from '../../features/shared/currency/model.ts';
import { $offers, $searching, $viewMode, filtersCleared } from '../../features/catalog/listings/model.ts';
import { HydrateLater } from '../../app/hydrate-later.tsx';
import { OfferCard, OfferSkeleton } from './OfferCard.tsx';
import styles from './OfferList.module.scss';

/**
 * Grid cards whose pictures load at once: the first screen on a phone or a desktop. Their 320×180 pictures
 * are the grid page's largest paint, which lazy loading held back until layout (mobile Lighthouse LCP 3.6 s).
 */
const EAGER_GRID_CARDS = 4;

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
      {offers.hits.map((offer, index) => (
        // Each card hydrates in a task of its own after the page: 24 at once were most of a phone's longest task.
        <HydrateLater key={offer._id} id={`offer-${offer._id}`}>
          <OfferCard offer={offer} display={display} layout={layout} eager={layout === 'GRID' && index < EAGER_GRID_CARDS} />
        </HydrateLater>
      ))}
    </ul>
  );
}
