import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useViewerTime } from '../components/DateTime.tsx';
import { formatMoney, mustMoney, USD } from '../../domain/index.ts';
import { FinancesNav } from '../components/Payment/FinancesNav.tsx';
import { WithdrawalQueue } from '../components/Payouts/WithdrawalQueue.tsx';
import {
  $amountText, $available, $busy, $canWithdraw, $confirming, $details, $error, $isDisburser, $method, $quote, $withdrawals,
  amountTyped, backClicked, cancelClicked, confirmClicked, detailsTyped, methodChosen, PAYOUT_METHOD_OPTIONS, withdrawClicked,
} from '../features/payouts/model.ts';
import type { PayoutMethodId } from '../../domain/index.ts';
import { Loading } from './OrdersPage.tsx';
import styles from './Money.module.scss';

const usd = (minor: number) => formatMoney(mustMoney(minor, USD));

function WithdrawForm() {
  const { t } = useTranslation();
  const [method, text, details, quote, can, confirming, busy, error, available] = useUnit([$method, $amountText, $details, $quote, $canWithdraw, $confirming, $busy, $error, $available]);
  const [choose, type, typeDetails, withdraw, confirm, back] = useUnit([methodChosen, amountTyped, detailsTyped, withdrawClicked, confirmClicked, backClicked]);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (confirming) confirm();
    else if (can) withdraw();
  };
  return (
    <form className={`panel ${styles['stack']}`} onSubmit={onSubmit} data-testid="withdraw-form">
      <h2>{t('withdrawals.formTitle')}</h2>
      <p data-testid="withdraw-available">{available === null ? '…' : t('withdrawals.available', { amount: usd(available) })}</p>
      <label htmlFor="withdraw-method">{t('withdrawals.method')}</label>
      <select id="withdraw-method" value={method} onChange={(e) => choose(e.target.value as PayoutMethodId)} disabled={confirming} data-testid="withdraw-method">
        {PAYOUT_METHOD_OPTIONS.map((m) => (
          <option key={m.id} value={m.id}>
            {`${t(`withdrawals.methods.${m.id}`, { defaultValue: m.label })} (${m.percent} %${m.fixedMinor > 0 ? ` + ${usd(m.fixedMinor)}` : ''})`}
          </option>
        ))}
      </select>
      <label htmlFor="withdraw-amount">{t('withdrawals.amount')}</label>
      <input id="withdraw-amount" inputMode="decimal" value={text} onChange={(e) => type(e.target.value)} disabled={confirming} data-testid="withdraw-amount" />
      <label htmlFor="withdraw-details">{t('withdrawals.details')}</label>
      <input id="withdraw-details" value={details} onChange={(e) => typeDetails(e.target.value)} disabled={confirming} data-testid="withdraw-details" />
      {quote.kind === 'quoted' && (
        <dl className={styles['facts']} data-testid="withdraw-quote">
          <dt>{t('withdrawals.fee')}</dt>
          <dd data-testid="withdraw-fee">{usd(quote.feeMinor)}</dd>
          <dt>{t('withdrawals.net')}</dt>
          <dd data-testid="withdraw-net">{usd(quote.netMinor)}</dd>
        </dl>
      )}
      {quote.kind === 'refused' && (
        <p className={styles['notice']} role="status" data-testid="withdraw-refused">
          {t(`withdrawals.errors.${quote.code}`, { minimum: 'minimumMinor' in quote && quote.minimumMinor !== null ? usd(quote.minimumMinor) : '', defaultValue: t('withdrawals.errors.generic') })}
        </p>
      )}
      {confirming ? (
        <div className={styles['actions']}>
          <button type="submit" className="button" disabled={busy} data-testid="withdraw-confirm">
            {quote.kind === 'quoted' ? t('withdrawals.confirm', { net: usd(quote.netMinor) }) : t('withdrawals.withdraw')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => back()}>
            {t('withdrawals.back')}
          </button>
        </div>
      ) : (
        <button type="submit" className="button" disabled={!can} data-testid="withdraw-submit">
          {t('withdrawals.withdraw')}
        </button>
      )}
      {error !== null && (
        <p className={styles['notice']} role="alert" data-testid="withdraw-error">
          {t(`withdrawals.errors.${error}`, { minimum: '', defaultValue: t('withdrawals.errors.generic') })}
        </p>
      )}
    </form>
  );
}

function MyWithdrawals() {
  const { t } = useTranslation();
  const time = useViewerTime();
  const [list, busy, cancel] = useUnit([$withdrawals, $busy, cancelClicked]);
  if (list === null) return <Loading />;
  if (list.length === 0) return <p className={styles['muted']}>{t('withdrawals.none')}</p>;
  return (
    <ul className={styles['list']} data-testid="withdrawals-list">
      {list.map((w) => (
        <li key={w.id} className={styles['row']} data-testid="withdrawal-row" data-state={w.state}>
          <span className={styles['title']}>
            {t(`withdrawals.methods.${w.method}`, { defaultValue: w.method })} <span className={styles['muted']}>· {time(w.createdAt)}{w.reason === null ? '' : ` · ${w.reason}`}</span>
          </span>
          <span className={styles['muted']} data-testid="withdrawal-state">{t(`withdrawals.states.${w.state}`)}</span>
          <span className={styles['amount']}>{usd(w.amountMinor)}</span>
          {w.state === 'requested' && (
            <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => cancel(w.id)}>
              {t('withdrawals.cancel')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** /dashboard/finances/withdrawals: take available earnings out, see past withdrawals; disbursers also work the queue. */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const disburser = useUnit($isDisburser);
  return (
    <main className={`page ${styles['page']}`} data-testid="withdrawals-page">
      <FinancesNav />
      <h1>{t('routes.dashboardFinancesWithdrawals')}</h1>
      <div className={styles['columns']}>
        <WithdrawForm />
        <section className={`panel ${styles['stack']}`}>
          <h2>{t('withdrawals.listTitle')}</h2>
          <MyWithdrawals />
        </section>
      </div>
      {disburser && <WithdrawalQueue />}
    </main>
  );
}
