import { useUnit } from 'effector-react';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $hotSearchChips, hotSearchToggled } from '../../features/catalog/listings/model.ts';
import styles from './HotSearchBar.module.scss';

/** Whether a click is a plain left click the page may handle itself (not one opening a new tab). */
export function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The listing's hot searches as toggle chips: choosing one applies its
 * filters (and puts it in the URL), choosing it again removes it. Each chip
 * is also a real link to where it leads, for crawlers and new tabs.
 */
export function HotSearchBar() {
  const { t } = useTranslation();
  const [chips, toggled] = useUnit([$hotSearchChips, hotSearchToggled]);
  if (chips.length === 0) return null;
  return (
    <nav className={styles.bar} aria-label={t('gamePage.popularSearches')}>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.id}>
            <a
              className={styles.chip}
              href={chip.href}
              aria-pressed={chip.selected}
              role="button"
              onClick={(event) => {
                if (!plainClick(event)) return;
                event.preventDefault();
                toggled(chip.id);
              }}
              onKeyDown={(event) => {
                // A toggle button answers Space as well as Enter.
                if (event.key !== ' ') return;
                event.preventDefault();
                toggled(chip.id);
              }}
              data-testid="listing-hot-search"
              data-selected={chip.selected ? '' : undefined}
            >
              <bdi>{chip.label}</bdi>
              {chip.selected && (
                <span className={styles.remove} aria-hidden="true">
                  ×
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
