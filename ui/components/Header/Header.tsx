import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { currencyChosen, $displayCurrency, $rates } from '../../features/shared/currency/model.ts';
import { $language, languageChosen } from '../../features/shared/language/model.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { DrawerButton } from '../DrawerButton/DrawerButton.tsx';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import { CartButton } from '../Cart/CartButton.tsx';
import { UserMenu } from '../UserMenu/UserMenu.tsx';
import styles from './Header.module.scss';

/** Site header: brand, main navigation, search, language and currency switchers. */
export function Header() {
  const { t } = useTranslation();
  const [language, display, rates, chooseLanguage, chooseCurrency] = useUnit([$language, $displayCurrency, $rates, languageChosen, currencyChosen]);
  const currencies = ['USD', ...rates.map((r) => r.currency)];
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
      <form className={styles['search']} role="search" action="/games">
        <input type="search" name="search" placeholder={t('header.searchPlaceholder')} aria-label={t('header.searchPlaceholder')} />
      </form>
      <label className={styles['switcher']}>
        <span className="visually-hidden">{t('header.language')}</span>
        <Tooltip content={t('header.language')} side="bottom">
          <select value={language} onChange={(e) => chooseLanguage(e.target.value)} data-testid="language-switcher">
            {LANGUAGES.map((l) => (
              <option key={l.value} value={l.value}>
                {l.flag} {l.language}
              </option>
            ))}
          </select>
        </Tooltip>
      </label>
      <label className={styles['switcher']}>
        <span className="visually-hidden">{t('header.currency')}</span>
        <Tooltip content={t('header.currency')} side="bottom">
          <select value={display.currency} onChange={(e) => chooseCurrency(e.target.value)} data-testid="currency-switcher">
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Tooltip>
      </label>
      <CartButton />
      <UserMenu />
    </header>
  );
}
