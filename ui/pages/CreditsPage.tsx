import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { FinancesNav } from '../components/Payment/FinancesNav.tsx';
import { PaymentError, PaymentFields } from '../components/Payment/PaymentFields.tsx';
import { StatementList } from '../components/Payment/StatementList.tsx';
import { $balanceRows } from '../features/payments/balances/model.ts';
import { TOP_UP_PRESETS } from '../features/payments/top-up/amount.ts';
import {
  $canTopUp,
  $topUpAmountLabel,
  $topUpAmountText,
  $topUpCard,
  $topUpCardValid,
  $topUpError,
  $topUpMethod,
  $toppingUp,
  topUpAmountChanged,
  topUpCardChanged,
  topUpClicked,
  topUpMethodChosen,
  topUpPresetChosen,
} from '../features/payments/top-up/model.ts';
import { $displayCurrency } from '../features/shared/currency/model.ts';
import { Loading } from './OrdersPage.tsx';
import styles from './Money.module.scss';

function Balances() {
  const { t } = useTranslation();
  const rows = useUnit($balanceRows);
  if (rows === null) return <Loading />;
  if (rows.length === 0)
    return (
      <p className={styles['muted']} data-testid="credits-none">
        {t('credits.none')}
      </p>
    );
  return (
    <ul className={styles['list']} data-testid="credit-balances">
      {rows.map((row) => (
        <li key={row.currency} className={styles['row']} data-testid="credit-balance" data-currency={row.currency}>
          <span className={styles['title']}>{row.currency}</span>
          <span className={styles['amount']} data-testid="credit-available">
            {row.available}
          </span>
          {row.pending !== null && (
            <span className={styles['muted']} data-testid="credit-pending">
              {t('credits.pending')}: {row.pending}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

const TOP_UP_METHODS = ['CARD', 'CRYPTO'] as const;

function TopUp() {
  const { t } = useTranslation();
  const [text, label, method, card, cardValid, can, busy, error, display] = useUnit([$topUpAmountText, $topUpAmountLabel, $topUpMethod, $topUpCard, $topUpCardValid, $canTopUp, $toppingUp, $topUpError, $displayCurrency]);
  const [changeAmount, preset, chooseMethod, changeCard, topUp] = useUnit([topUpAmountChanged, topUpPresetChosen, topUpMethodChosen, topUpCardChanged, topUpClicked]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    topUp();
  };
  return (
    <form className={`panel ${styles['stack']}`} onSubmit={onSubmit} data-testid="top-up-form">
      <h2>{t('credits.topUpTitle')}</h2>
      <div className={styles['presets']}>
        {TOP_UP_PRESETS.map((major) => (
          <button key={major} type="button" className="button button--ghost button--small" aria-pressed={text === String(major)} onClick={() => preset(major)} data-testid={`top-up-preset-${major}`}>
            {major}
          </button>
        ))}
      </div>
      <label htmlFor="top-up-amount">{t('credits.amountLabel', { currency: display.currency })}</label>
      <input id="top-up-amount" inputMode="decimal" value={text} onChange={(event) => changeAmount(event.target.value)} data-testid="top-up-amount" />
      {text.trim() !== '' && label === null && <p className={styles['muted']}>{t('credits.amountInvalid')}</p>}
      <PaymentFields idPrefix="top-up" methods={TOP_UP_METHODS} method={method} onMethod={chooseMethod} card={card} cardValid={cardValid} onCard={changeCard} />
      <button type="submit" className="button" disabled={!can} data-testid="top-up-submit">
        {busy ? t('credits.toppingUp') : label === null ? t('credits.topUpNoAmount') : t('credits.topUp', { amount: label })}
      </button>
      <PaymentError error={error} testId="top-up-error" />
    </form>
  );
}

/** /dashboard/finances/credits: the balances per currency, live, a top-up by card or crypto, and the statement of every ledger line. */
export function CreditsPage() {
  const { t } = useTranslation();
  return (
    <main className={`page ${styles['page']}`} data-testid="credits-page">
      <FinancesNav />
      <h1>{t('routes.dashboardFinancesCredits')}</h1>
      <div className={styles['columns']}>
        <section className={`panel ${styles['stack']}`}>
          <h2>{t('credits.balances')}</h2>
          <Balances />
        </section>
        <TopUp />
      </div>
      <StatementList />
    </main>
  );
}
