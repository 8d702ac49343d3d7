import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { PageHeading, StatusNote } from '../components/Games/BrowseLayout.tsx';
import styles from '../components/Calculators/Calculator.module.scss';
import { NumberField } from '../components/Calculators/NumberField.tsx';
import { ResultValueText } from '../components/Calculators/ResultValue.tsx';
import { SteamInventoryPanel } from '../components/Calculators/SteamInventoryPanel.tsx';
import { formatNumber } from '../../domain/index.ts';
import { displayPrice } from '../features/catalog/product/pricing.ts';
import { $displayCurrency } from '../features/shared/currency/model.ts';
import { $marketQuote, $marketState } from '../features/tools/calculators/market.ts';
import { $calculator, $calculatorEntry, $calculatorFailed, $drafts, $inputs, $results, fieldCommitted, fieldStepped, fieldTyped } from '../features/tools/calculators/model.ts';

/** "On our marketplace it costs X" with a link to the listings, or why there is no price. */
function MarketLine() {
  const { t } = useTranslation();
  const [entry, state, quote, display] = useUnit([$calculatorEntry, $marketState, $marketQuote, $displayCurrency]);
  const market = entry?.market ?? null;
  if (market === null) return <p data-testid="calculator-market">{t('calculator.market.none')}</p>;
  const href = `/${market.gameType}-${market.productType}`;
  const link = (
    <a href={href} className="button button--small">
      {t('calculator.market.link', { unit: market.unit })}
    </a>
  );
  let line: string;
  if (state === 'loading') line = t('calculator.market.loading');
  else if (state === 'failed') line = t('calculator.market.failed');
  else if (quote.asked === null || quote.asked === 0) line = t('calculator.market.browse', { unit: market.unit });
  else if (quote.priceMinor === null) line = t('calculator.market.notEnough', { amount: formatNumber(quote.asked), unit: market.unit });
  else line = t('calculator.market.costs', { amount: formatNumber(quote.asked), unit: market.unit, price: displayPrice(quote.priceMinor, display) });
  return (
    <div className={styles['market']} data-testid="calculator-market">
      <p>{line}</p>
      {link}
    </div>
  );
}

/** /calculator/{game}: labelled inputs, results as the visitor types, the formula, the data's source, and our marketplace's price. */
export function CalculatorPage() {
  const { t } = useTranslation();
  const [entry, calculator, failed, inputs, drafts, results, typed, committed, stepped] = useUnit([$calculatorEntry, $calculator, $calculatorFailed, $inputs, $drafts, $results, fieldTyped, fieldCommitted, fieldStepped]);
  const title = t('calculator.title', { name: entry?.name ?? '' });
  const trail = [{ label: t('routes.calculators'), href: '/calculators' }, { label: title }];
  if (calculator === null || calculator.slug !== entry?.slug) {
    return (
      <main className="page page--calculator">
        <PageHeading trail={trail} title={title} />
        <StatusNote kind={failed ? 'failed' : 'loading'} {...(failed ? { message: t('calculator.loadFailed') } : {})} />
      </main>
    );
  }
  return (
    <main className="page page--calculator" data-testid="calculator">
      <PageHeading trail={trail} title={title} intro={t('calculator.intro', { game: entry.game })} />
      <div className={styles['layout']}>
        <form className={styles['panel']} onSubmit={(event) => event.preventDefault()} aria-label={t('calculator.inputs')}>
          {calculator.fields.map((field) => {
            const value = inputs.values[field.key] ?? field.initial;
            return (
              <NumberField
                key={field.key}
                id={`calc-${field.key}`}
                label={t(field.labelKey, { ...field.params })}
                value={drafts[field.key] ?? String(value)}
                minusDisabled={value <= field.min}
                plusDisabled={field.max !== null && value >= field.max}
                onType={(text) => typed({ key: field.key, text })}
                onCommit={() => committed(field.key)}
                onStep={(direction) => stepped({ key: field.key, direction })}
              />
            );
          })}
        </form>
        <section className={styles['panel']} aria-live="polite" aria-label={t('calculator.results')}>
          <h2>{t('calculator.results')}</h2>
          <dl className={styles['results']} data-testid="calculator-results">
            {results.map((row) => (
              <div key={row.key} style={{ display: 'contents' }} data-row={row.key}>
                <dt>{t(row.labelKey, { ...row.params })}</dt>
                <dd>
                  <ResultValueText value={row.value} />
                </dd>
              </div>
            ))}
          </dl>
          <MarketLine />
        </section>
      </div>
      {calculator.slug === 'cs-inventory-value' && <SteamInventoryPanel />}
      <section className={styles['formula']}>
        <h2>{t('calculator.formulaTitle')}</h2>
        <p>{t(calculator.formulaKey, { ...calculator.formulaParams })}</p>
        <p className={styles['source']}>
          {t('calculator.source', { source: calculator.data.source, date: calculator.data.asOf })}
          {calculator.data.demo === true && <span className={styles['demo']}>{t('calculator.demo')}</span>}
        </p>
      </section>
    </main>
  );
}
