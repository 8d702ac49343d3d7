import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { DrawerButton } from '../DrawerButton/DrawerButton.tsx';
import { CartButton } from '../Cart/CartButton.tsx';
import { UserMenu } from '../UserMenu/UserMenu.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { Switchers } from './Switchers.tsx';
import styles from './Header.module.scss';

const SEARCH_ID = 'header-search';

/**
 * Site header: brand, main navigation, search, language and currency
 * switchers. On phones it is one row: the search folds behind an icon and
 * the switchers move into the side menu. Whether the phone search is
 * unfolded is view state of this header alone.
 */
export function Header() {
  const { t } = useTranslation();
  const [searching, setSearching] = useState(false);
  return (
    <header className={styles['header']} data-testid="site-header">
      <DrawerButton />
      <a className={styles['brand']} href="/">
        {t('meta.siteName')}
      </a>
      <nav className={styles['nav']} aria-label={t('nav.menu', { defaultValue: 'Menu' })}>
        <a href="/games">{t('nav.games')}</a>
        <a href="/services">{t('nav.services')}</a>
        <a href="/blog">{t('nav.blog')}</a>
        <a href="/support">{t('nav.support')}</a>
      </nav>
      <button
        type="button"
        className={styles['searchToggle']}
        aria-label={t('header.search')}
        aria-expanded={searching}
        aria-controls={SEARCH_ID}
        onClick={() => setSearching((open) => !open)}
        data-testid="search-toggle"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15 15l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <HeaderSearch id={SEARCH_ID} className={`${styles['search']} ${searching ? styles['open'] : ''}`} />
      <Switchers place="header" className={styles['switcher']} />
      <CartButton />
      <UserMenu />
    </header>
  );
}
