import { useUnit } from 'effector-react';
import { $language } from '../../features/shared/language/model.ts';
import type { HotSearchLink } from '../../../contracts/catalog/index.ts';
import { pathFor } from '../../../domain/index.ts';
import styles from './HotSearchChips.module.scss';

/** A hot search's label in the page language, English when it has none in it, its URL segment as the last resort. */
export function hotSearchLabel(hotSearch: HotSearchLink, language: string): string {
  return hotSearch.labels[language] ?? hotSearch.labels['en'] ?? hotSearch.url;
}

/** Popular searches of a game as chips, each opening the listing with that hot search chosen. */
export function HotSearchChips({ gameType, groups, label }: { readonly gameType: string; readonly groups: readonly { readonly productType: string; readonly hotSearches: readonly HotSearchLink[] }[]; readonly label: string }) {
  const language = useUnit($language);
  return (
    <ul className={styles.chips} aria-label={label}>
      {groups.flatMap(({ productType, hotSearches }) =>
        hotSearches.map((h) => (
          <li key={`${productType}/${h.url}`}>
            <a className={styles.chip} href={pathFor('listing', { gameType, productType, hotSearch: h.url })} data-testid="hot-search">
              {hotSearchLabel(h, language)}
            </a>
          </li>
        )),
      )}
    </ul>
  );
}
