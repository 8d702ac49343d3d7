import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $filteredGames, $gamesQuery, gamesQueryChanged } from '../../features/catalog/games/model.ts';
import styles from './GameSearch.module.scss';

/** The games page's search box: the list narrows as the visitor types; the count is announced politely. */
export function GameSearch() {
  const { t } = useTranslation();
  const [query, shown, changed] = useUnit([$gamesQuery, $filteredGames, gamesQueryChanged]);
  return (
    <div className={styles.bar} role="search">
      <label className={styles.field}>
        <span className="visually-hidden">{t('games.searchLabel')}</span>
        <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M10.5 3a7.5 7.5 0 0 1 5.96 12.06l4.24 4.24-1.4 1.4-4.24-4.24A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z" fill="currentColor" />
        </svg>
        <input
          className={styles.input}
          type="search"
          name="q"
          value={query}
          placeholder={t('games.searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => changed(event.target.value)}
          data-testid="games-search"
        />
      </label>
      <p className={styles.count} aria-live="polite" data-testid="games-count">
        {t('games.count', { count: shown.length })}
      </p>
    </div>
  );
}
