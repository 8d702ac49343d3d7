import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $searchDraft, searchSubmitted, searchTextChanged } from '../../features/catalog/listings/model.ts';
import styles from './SearchBox.module.scss';

/** The listing's text search: results follow a pause in typing, or Enter at once. */
export function SearchBox() {
  const { t } = useTranslation();
  const [draft, changed, submitted] = useUnit([$searchDraft, searchTextChanged, searchSubmitted]);
  return (
    <form
      className={styles.search}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <label className="visually-hidden" htmlFor="listing-search">
        {t('listings.searchLabel')}
      </label>
      <input
        id="listing-search"
        className={styles.input}
        type="search"
        value={draft}
        maxLength={200}
        autoComplete="off"
        placeholder={t('listings.searchPlaceholder')}
        onChange={(event) => changed(event.target.value)}
        data-testid="listing-search"
      />
    </form>
  );
}
