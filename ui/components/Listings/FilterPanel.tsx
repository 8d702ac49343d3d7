import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import {
  $customFilters,
  $filterCount,
  $platforms,
  $smartTagGroups,
  customFilterToggled,
  platformChanged,
  smartTagToggled,
} from '../../features/catalog/listings/model.ts';
import { PriceRange } from './PriceRange.tsx';
import { SearchBox } from './SearchBox.tsx';
import styles from './FilterPanel.module.scss';

/** Smart-tag filters: one group per filter; a multi-select group takes several values, the others one (a second click clears it). */
function SmartTagGroups() {
  const [groups, toggled] = useUnit([$smartTagGroups, smartTagToggled]);
  return (
    <>
      {groups.map((group) => (
        <fieldset key={group.id} className={styles.group} data-testid="smart-tag-filter" data-multi={group.multiSelect ? '' : undefined}>
          <legend className={styles.legend}>
            <bdi>{group.label}</bdi>
          </legend>
          <div className={styles.options}>
            {group.options.map((option) => (
              <button
                key={option.value}
                type="button"
                className={styles.option}
                aria-pressed={option.selected}
                onClick={() => toggled({ filterId: group.id, value: option.value })}
                data-testid="smart-tag"
              >
                {/* Isolated: '0–24 skins' stays in that order on a right-to-left page. */}
                <bdi>{option.label}</bdi>
              </button>
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}

/** On/off filters such as "Instant delivery". */
function CustomFilterToggles() {
  const { t } = useTranslation();
  const [filters, toggled] = useUnit([$customFilters, customFilterToggled]);
  if (filters.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('listings.moreFilters')}</legend>
      {filters.map((filter) => (
        <label key={filter.field} className={styles.toggle}>
          <input type="checkbox" checked={filter.on} onChange={() => toggled(filter.field)} data-testid="custom-filter" />
          <span>{filter.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The platform the products are for; all by default. */
function PlatformSelect() {
  const { t } = useTranslation();
  const [platforms, changed] = useUnit([$platforms, platformChanged]);
  if (platforms.options.length < 2) return null;
  return (
    <label className={styles.group}>
      <span className={styles.legend}>{t('listings.platform.label')}</span>
      <select className={styles.select} value={platforms.selected ?? ''} onChange={(event) => changed(event.target.value === '' ? null : event.target.value)} data-testid="platform-filter">
        <option value="">{t('listings.platform.all')}</option>
        {platforms.options.map((p) => (
          <option key={p.value} value={p.value}>
            {p.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The filter column: text search, price, smart tags, toggles, platform. On
 * narrow screens everything but the search folds behind a "Filters" button,
 * so the offers are not pushed below a screenful of options.
 */
export function FilterPanel() {
  const { t } = useTranslation();
  const count = useUnit($filterCount);
  const [open, setOpen] = useState(false);
  return (
    <aside className={styles.panel} aria-label={t('listings.filters')}>
      <SearchBox />
      <button type="button" className={`button button--ghost button--small ${styles.fold}`} aria-expanded={open} aria-controls="listing-filters" onClick={() => setOpen(!open)}>
        {t('listings.filters')}
        {count > 0 && <span className={styles.badge}>{count}</span>}
      </button>
      <div id="listing-filters" className={`${styles.filters} ${open ? styles.open : ''}`}>
        <PriceRange />
        <SmartTagGroups />
        <CustomFilterToggles />
        <PlatformSelect />
      </div>
    </aside>
  );
}
