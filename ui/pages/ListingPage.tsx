import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { HydrateLater } from '../app/hydrate-later.tsx';
import { FilterPanel } from '../components/Listings/FilterPanel.tsx';
import { HotSearchBar } from '../components/Listings/HotSearchBar.tsx';
import { ListingHeader } from '../components/Listings/ListingHeader.tsx';
import { OfferList } from '../components/Listings/OfferList.tsx';
import { Pagination } from '../components/Listings/Pagination.tsx';
import { ResultsToolbar } from '../components/Listings/ResultsToolbar.tsx';
import { $listingData, $listingError } from '../features/catalog/listings/model.ts';
import { $page } from '../features/shared/page/model.ts';
import { chartHref } from '../features/tools/charts/model.ts';
import styles from './ListingPage.module.scss';

/**
 * /{gameType}-{productType}/{hotSearch?}: a game's offers of one product type,
 * with search, filters, hot searches, sort and pages — all kept in the URL.
 */
export function ListingPage() {
  const { t } = useTranslation();
  const [data, error, page] = useUnit([$listingData, $listingError, $page]);
  return (
    <main className="page page--listing">
      <ListingHeader />
      {data === null && error !== null ? (
        <section className="panel" role="alert" data-testid="listing-not-found">
          <h2>{t('errors.404.title')}</h2>
          <p>{error === 'GAME_NOT_FOUND' ? t('errors.gameNotFound') : t('errors.404.message')}</p>
          <a className="button" href="/games">
            {t('home.browseGames')}
          </a>
        </section>
      ) : (
        <>
          <HotSearchBar />
          <p>
            <a href={chartHref(page.params['gameType'] ?? '', 30)} data-testid="listing-chart-link">
              {t('charts.listingLink')}
            </a>
          </p>
          <div className={styles.layout}>
            {/* Its own task after the page's first hydration (hydrate-later.tsx): the search box and filters are
                the heaviest part of a listing after its cards. */}
            <HydrateLater id="filter-panel">
              <FilterPanel />
            </HydrateLater>
            <section className={styles.results} aria-label={t('listings.offers')}>
              <ResultsToolbar />
              <OfferList />
              <Pagination />
            </section>
          </div>
        </>
      )}
    </main>
  );
}
