import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { flatItems } from '../../features/catalog/site-search/groups.ts';
import { $highlight, $searchText, $suggestions, $suggestionsOpen, highlightMoved, searchSubmitted, searchTyped, suggestionChosen, suggestionsClosed } from '../../features/catalog/site-search/model.ts';
import styles from './HeaderSearch.module.scss';

const LIST_ID = 'header-search-suggestions';
const optionId = (n: number) => `header-search-option-${n}`;

/**
 * The header's search box: suggestions grouped by kind as one types (a
 * combobox, so arrow keys, Enter and Escape work and screen readers hear the
 * highlighted option), Enter without a highlight opens the results page.
 * Without scripts the form still submits to /search.
 */
export function HeaderSearch({ id, className }: { readonly id: string; readonly className: string }) {
  const { t } = useTranslation();
  const [text, groups, open, highlight, typed, moved, submitted, chosen, closed] = useUnit([
    $searchText,
    $suggestions,
    $suggestionsOpen,
    $highlight,
    searchTyped,
    highlightMoved,
    searchSubmitted,
    suggestionChosen,
    suggestionsClosed,
  ]);
  const shown = open && groups.length > 0;
  let n = -1;
  return (
    <form
      id={id}
      className={className}
      role="search"
      action="/search"
      onSubmit={(e) => {
        e.preventDefault();
        submitted();
      }}
    >
      <input
        type="search"
        name="q"
        value={text}
        autoComplete="off"
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.searchPlaceholder')}
        role="combobox"
        aria-expanded={shown}
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        {...(shown && highlight >= 0 ? { 'aria-activedescendant': optionId(highlight) } : {})}
        onChange={(e) => typed(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            moved(e.key === 'ArrowDown' ? 1 : -1);
          } else if (e.key === 'Escape') closed();
        }}
        onBlur={() => setTimeout(closed, 150)}
      />
      {shown && (
        <div id={LIST_ID} className={styles['suggestions']} role="listbox" aria-label={t('search.suggestions')} data-testid="search-suggestions">
          {groups.map((group) => (
            <div key={group.kind} role="group" aria-label={t(`search.kinds.${group.kind}`)} data-kind={group.kind}>
              <div className={styles['groupTitle']}>{t(`search.kinds.${group.kind}`)}</div>
              {group.items.map((item) => {
                n += 1;
                const at = n;
                return (
                  <a
                    key={item.href}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === highlight}
                    className={`${styles['option']} ${at === highlight ? styles['active'] : ''}`}
                    href={item.href}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={(e) => {
                      e.preventDefault();
                      chosen(item.href);
                    }}
                  >
                    <span className={styles['label']}>{item.label}</span>
                    {item.detail !== '' && <span className={styles['detail']}>{item.detail}</span>}
                  </a>
                );
              })}
            </div>
          ))}
          <div className={styles['footer']}>{t('search.enterForAll', { count: flatItems(groups).length })}</div>
        </div>
      )}
    </form>
  );
}
