import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $canClearFilters, $filterCount, $offers, $sort, filtersCleared, sortChanged, type SortOption } from '../../features/catalog/listings/model.ts';
import styles from './ResultsToolbar.module.scss';

const OPTIONS: readonly { readonly value: SortOption; readonly key: 'recommended' | 'priceAsc' | 'priceDesc' }[] = [
  { value: 'RECOMMENDED', key: 'recommended' },
  { value: 'price_asc', key: 'priceAsc' },
  { value: 'price_desc', key: 'priceDesc' },
];

/** Above the offers: how many were found, the selected-filter count with "Clear filters", and the sort. */
export function ResultsToolbar() {
  const { t } = useTranslation();
  const [offers, count, canClear, sort, cleared, sorted] = useUnit([$offers, $filterCount, $canClearFilters, $sort, filtersCleared, sortChanged]);
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} role="status" data-testid="result-count">
        {offers === null ? t('listings.loading') : t('listings.resultCount', { count: offers.total })}
      </p>
      {canClear && (
        <p className={styles.filters}>
          {count > 0 && <span data-testid="filter-count">{t('listings.filterCount', { number: count })}</span>}
          <button type="button" className="button button--ghost button--small" onClick={() => cleared()} data-testid="clear-filters">
            {t('listings.clearFilters')}
          </button>
        </p>
      )}
      <label className={styles.sort}>
        <span>{t('listings.sort.label')}</span>
        <select value={sort.option} disabled={sort.forced} title={sort.forced ? t('listings.sort.forced') : undefined} onChange={(event) => sorted(event.target.value as SortOption)} data-testid="sort-select">
          {OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(`listings.sort.${option.key}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
