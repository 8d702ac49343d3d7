import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import type { RequestView } from '../../contracts/deals/index.ts';
import { formatMoney, mustMoney, USD } from '../../domain/index.ts';
import { $dealGames } from '../features/deals/deal-games.ts';
import {
  $board,
  $isSeller,
  $myRequests,
  $requestBusy,
  $requestDraft,
  $requestError,
  $requestInput,
  $requestProductTypes,
  requestFieldChanged,
  requestFormSubmitted,
  type RequestField,
} from '../features/deals/requests-model.ts';
import styles from './Money.module.scss';
import { Loading } from './OrdersPage.tsx';

const usd = (minor: number) => formatMoney(mustMoney(minor, USD));

function NewRequestForm() {
  const { t } = useTranslation();
  const [draft, games, types, input, busy, error, change, submit] = useUnit([$requestDraft, $dealGames, $requestProductTypes, $requestInput, $requestBusy, $requestError, requestFieldChanged, requestFormSubmitted]);
  const set = (field: RequestField) => (e: { target: { value: string } }) => change({ field, value: e.target.value });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    submit();
  };
  return (
    <form className={`panel ${styles['stack']}`} onSubmit={onSubmit} data-testid="request-form">
      <h2>{t('deals.request.formTitle')}</h2>
      <p className={styles['muted']}>{t('deals.request.formHint')}</p>
      <label htmlFor="request-game">{t('deals.fields.game')}</label>
      <select id="request-game" value={draft.gameType} onChange={set('gameType')} data-testid="request-game">
        <option value="">—</option>
        {games.map((g) => (
          <option key={g.value} value={g.value}>
            {g.label}
          </option>
        ))}
      </select>
      <label htmlFor="request-type">{t('deals.fields.productType')}</label>
      <select id="request-type" value={draft.productType} onChange={set('productType')} disabled={draft.gameType === ''} data-testid="request-product-type">
        <option value="">—</option>
        {types.map((p) => (
          <option key={p.value} value={p.value}>
            {p.label}
          </option>
        ))}
      </select>
      <label htmlFor="request-title">{t('deals.fields.title')}</label>
      <input id="request-title" value={draft.title} maxLength={120} onChange={set('title')} data-testid="request-title" />
      <label htmlFor="request-description">{t('deals.fields.description')}</label>
      <textarea id="request-description" value={draft.description} maxLength={4000} rows={4} onChange={set('description')} data-testid="request-description" />
      <label htmlFor="request-budget">{t('deals.fields.budget')}</label>
      <input id="request-budget" inputMode="decimal" value={draft.budget} onChange={set('budget')} data-testid="request-budget" />
      <label htmlFor="request-deadline">{t('deals.fields.deadlineDays')}</label>
      <input id="request-deadline" inputMode="numeric" value={draft.deadlineDays} onChange={set('deadlineDays')} data-testid="request-deadline" />
      {error !== null && (
        <p className={styles['notice']} role="alert" data-testid="request-error">
          {t(`deals.errors.${error.code}`, { defaultValue: t('deals.errors.generic') })}
        </p>
      )}
      <button type="submit" className="button" disabled={busy || 'invalid' in input} data-testid="request-submit">
        {'input' in input ? t('deals.request.post', { budget: usd(input.input.budgetMinor) }) : t('deals.request.postPlain')}
      </button>
    </form>
  );
}

export function RequestRows({ list, testId }: { readonly list: readonly (RequestView & { readonly id: string })[] | null; readonly testId: string }) {
  const { t } = useTranslation();
  if (list === null) return <Loading />;
  if (list.length === 0) return <p className={styles['muted']}>{t('deals.request.none')}</p>;
  return (
    <ul className={styles['list']} data-testid={testId}>
      {list.map((r) => (
        <li key={r.id} className={styles['row']} data-testid="request-row" data-state={r.state}>
          <a className={styles['title']} href={`/dashboard/requests/${encodeURIComponent(r.id)}`}>
            {r.title}
          </a>
          <span className={styles['amount']}>{t('deals.request.budgetOf', { budget: usd(r.budgetMinor) })}</span>
          <span className={styles['muted']}>{t('deals.request.offers', { count: r.offerCount })}</span>
          <span className={styles['muted']}>{t(`deals.request.states.${r.state}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** /dashboard/requests: post a request with a locked budget, follow one's own, and (sellers) the board of open requests. */
export function RequestsPage() {
  const { t } = useTranslation();
  const [mine, board, seller] = useUnit([$myRequests, $board, $isSeller]);
  return (
    <main className={`page ${styles['page']}`} data-testid="requests-page">
      <h1>{t('routes.dashboardRequests')}</h1>
      <div className={styles['columns']}>
        <NewRequestForm />
        <section className="panel" aria-label={t('deals.request.mine')}>
          <h2>{t('deals.request.mine')}</h2>
          <RequestRows list={mine} testId="my-requests" />
        </section>
      </div>
      {seller && (
        <section className="panel" aria-label={t('deals.request.board')}>
          <h2>{t('deals.request.board')}</h2>
          <RequestRows list={board} testId="request-board" />
        </section>
      )}
    </main>
  );
}
