import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useViewerTime } from '../DateTime.tsx';
import { $balanceRows } from '../../features/payments/balances/model.ts';
import {
  $statementCurrency,
  $statementFailed,
  $statementHasMore,
  $statementLoading,
  $statementRows,
  statementCurrencyChosen,
  statementMoreClicked,
} from '../../features/payments/statement/model.ts';
import styles from '../../pages/Money.module.scss';

/** The statement: every ledger line on the user's accounts, newest first, with the account's balance after it and a link to what it is about. */
export function StatementList() {
  const { t } = useTranslation();
  const time = useViewerTime();
  const [rows, failed, hasMore, loading, currency, balances] = useUnit([$statementRows, $statementFailed, $statementHasMore, $statementLoading, $statementCurrency, $balanceRows]);
  const [more, chooseCurrency] = useUnit([statementMoreClicked, statementCurrencyChosen]);
  const currencies = (balances ?? []).map((b) => b.currency);
  return (
    <section className={`panel ${styles['stack']}`} data-testid="statement">
      <h2>{t('statement.title')}</h2>
      {currencies.length > 1 && (
        <label>
          {t('statement.currency')}{' '}
          <select value={currency ?? ''} onChange={(event) => chooseCurrency(event.target.value === '' ? null : event.target.value)} data-testid="statement-currency">
            <option value="">{t('statement.allCurrencies')}</option>
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
      )}
      {failed && <p role="alert">{t('statement.loadFailed')}</p>}
      {rows !== null && rows.length === 0 && <p className={styles['muted']}>{t('statement.empty')}</p>}
      {rows !== null && rows.length > 0 && (
        <ul className={styles['list']} data-testid="statement-lines">
          {rows.map((row) => (
            <li key={row.id} className={styles['row']} data-testid="statement-line" data-kind={row.kind}>
              <span className={styles['title']}>
                {row.link === null ? t(`statement.kinds.${row.kind}`) : <a href={row.link}>{t(`statement.kinds.${row.kind}`)}</a>}
                <span className={styles['muted']}>
                  {' '}
                  · {t(`statement.accounts.${row.account}`)} · {time(row.at)}
                </span>
              </span>
              <span className={styles['amount']} data-testid="statement-amount">
                {row.amount}
              </span>
              <span className={styles['muted']} data-testid="statement-balance">
                {t('statement.balanceAfter', { amount: row.balance })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <button type="button" className="button button--ghost button--small" disabled={loading} onClick={() => more()} data-testid="statement-more">
          {t('statement.more')}
        </button>
      )}
    </section>
  );
}
