import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { currencyChosen, $displayCurrency, $rates } from '../../features/shared/currency/model.ts';
import { $language, languageChosen } from '../../features/shared/language/model.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { Tooltip } from '../Tooltip/Tooltip.tsx';

/**
 * The language and currency pickers: in the header on wide screens, in the
 * side menu on phones (where the header keeps to one row). `place` keeps
 * their test ids and label visibility apart.
 */
export function Switchers({ place, className }: { readonly place: 'header' | 'drawer'; readonly className?: string | undefined }) {
  const { t } = useTranslation();
  const [language, display, rates, chooseLanguage, chooseCurrency] = useUnit([$language, $displayCurrency, $rates, languageChosen, currencyChosen]);
  const currencies = ['USD', ...rates.map((r) => r.currency)];
  const prefix = place === 'header' ? '' : 'drawer-';
  const languageSelect = (
    <select value={language} onChange={(e) => chooseLanguage(e.target.value)} data-testid={`${prefix}language-switcher`}>
      {LANGUAGES.map((l) => (
        // The language's own name and code, not its flag emoji: Windows and machines without a colour-emoji font draw flags as letters or empty boxes.
        <option key={l.value} value={l.value}>
          {l.language} ({l.value.toUpperCase()})
        </option>
      ))}
    </select>
  );
  const currencySelect = (
    <select value={display.currency} onChange={(e) => chooseCurrency(e.target.value)} data-testid={`${prefix}currency-switcher`}>
      {currencies.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </select>
  );
  if (place === 'drawer') {
    return (
      <div className={className}>
        <label>
          <span>{t('header.language')}</span>
          {languageSelect}
        </label>
        <label>
          <span>{t('header.currency')}</span>
          {currencySelect}
        </label>
      </div>
    );
  }
  return (
    <>
      <label className={className}>
        <span className="visually-hidden">{t('header.language')}</span>
        <Tooltip content={t('header.language')} side="bottom">
          {languageSelect}
        </Tooltip>
      </label>
      <label className={className}>
        <span className="visually-hidden">{t('header.currency')}</span>
        <Tooltip content={t('header.currency')} side="bottom">
          {currencySelect}
        </Tooltip>
      </label>
    </>
  );
}
