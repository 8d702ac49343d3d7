import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useViewerTime } from '../components/DateTime.tsx';
import { DELIVERY_DURATIONS } from '../../contracts/offers/index.ts';
import type { RequestDetailView } from '../../contracts/deals/index.ts';
import { formatMoney, mustMoney, USD } from '../../domain/index.ts';
import { $isLoggedIn } from '../features/accounts/session/model.ts';
import { loginModalOpened } from '../features/accounts/login/model.ts';
import {
  $answerDraft,
  $isSeller,
  $request,
  $requestBusy,
  $requestError,
  $requestMissing,
  answerFieldChanged,
  answerFormSubmitted,
  requestCancelClicked,
  requestOfferAccepted,
  type AnswerField,
} from '../features/deals/requests-model.ts';
import styles from './Money.module.scss';
import { Loading } from './OrdersPage.tsx';

const usd = (minor: number) => formatMoney(mustMoney(minor, USD));

function Offers({ request }: { readonly request: RequestDetailView }) {
  const { t } = useTranslation();
  const [busy, accept] = useUnit([$requestBusy, requestOfferAccepted]);
  if (request.offers.length === 0) return <p className={styles['muted']}>{t('deals.request.noOffers')}</p>;
  return (
    <ul className={styles['list']} data-testid="request-offers">
      {request.offers.map((o) => (
        <li key={o.id} className={styles['row']} data-testid="request-offer" data-state={o.state}>
          <span className={styles['title']}>
            {o.seller === null ? '—' : <a href={`/profile/${o.seller.slug}`}>{o.seller.username}</a>}
            <span className={styles['muted']}> · {o.message}</span>
          </span>
          <span className={styles['amount']}>{usd(o.priceMinor)}</span>
          <span className={styles['muted']}>{t(`sellerOffers.delivery.${o.deliveryDuration}`, { defaultValue: o.deliveryDuration })}</span>
          {request.role === 'buyer' && request.state === 'open' && o.state === 'open' ? (
            <button type="button" className="button" disabled={busy} onClick={() => accept(o.id)} data-testid="request-offer-accept">
              {t('deals.request.accept')}
            </button>
          ) : (
            <span className={styles['muted']}>{t(`deals.request.offerStates.${o.state}`)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function AnswerForm() {
  const { t } = useTranslation();
  const [draft, busy, change, submit] = useUnit([$answerDraft, $requestBusy, answerFieldChanged, answerFormSubmitted]);
  const set = (field: AnswerField) => (e: { target: { value: string } }) => change({ field, value: e.target.value });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    submit();
  };
  return (
    <form className={`panel ${styles['stack']}`} onSubmit={onSubmit} data-testid="request-answer-form">
      <h2>{t('deals.request.answerTitle')}</h2>
      <label htmlFor="answer-price">{t('deals.fields.price')}</label>
      <input id="answer-price" inputMode="decimal" value={draft.price} onChange={set('price')} data-testid="answer-price" />
      <label htmlFor="answer-delivery">{t('deals.fields.delivery')}</label>
      <select id="answer-delivery" value={draft.deliveryDuration} onChange={set('deliveryDuration')} data-testid="answer-delivery">
        {DELIVERY_DURATIONS.map((d) => (
          <option key={d} value={d}>
            {t(`sellerOffers.delivery.${d}`)}
          </option>
        ))}
      </select>
      <label htmlFor="answer-message">{t('deals.fields.message')}</label>
      <textarea id="answer-message" value={draft.message} maxLength={2000} rows={3} onChange={set('message')} data-testid="answer-message" />
      <button type="submit" className="button" disabled={busy || draft.price.trim() === '' || draft.message.trim() === ''} data-testid="answer-submit">
        {t('deals.request.sendAnswer')}
      </button>
    </form>
  );
}

/** /dashboard/requests/{id}: what a buyer asks and for how much (public); the buyer accepts an offer or cancels, a seller answers. */
export function RequestPage() {
  const { t } = useTranslation();
  const time = useViewerTime();
  const [request, missing, loggedIn, seller, error, busy, cancel, login] = useUnit([$request, $requestMissing, $isLoggedIn, $isSeller, $requestError, $requestBusy, requestCancelClicked, loginModalOpened]);
  if (missing) return <main className="page"><h1>{t('deals.request.missing')}</h1></main>;
  if (request === null) return <main className="page"><Loading /></main>;
  return (
    <main className={`page ${styles['page']}`} data-testid="request-page">
      <h1>{request.title}</h1>
      <div className={styles['columns']}>
        <section className={`panel ${styles['stack']}`}>
          <dl className={styles['facts']}>
            <dt>{t('deals.fields.budget')}</dt>
            <dd data-testid="request-budget-shown">{usd(request.budgetMinor)}</dd>
            <dt>{t('deals.request.status')}</dt>
            <dd data-testid="request-state">{t(`deals.request.states.${request.state}`)}</dd>
            <dt>{t('deals.request.deadline')}</dt>
            <dd>
              <time dateTime={request.deadline}>{time(request.deadline)}</time>
            </dd>
            <dt>{t('deals.request.buyer')}</dt>
            <dd>{request.buyer?.username ?? '—'}</dd>
          </dl>
          <p>{request.description}</p>
          <p className={styles['muted']}>{t('deals.request.locked')}</p>
          {request.role === 'buyer' && request.state === 'open' && (
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => cancel()} data-testid="request-cancel">
              {t('deals.request.cancel')}
            </button>
          )}
          {request.orderId !== null && request.role !== 'visitor' && <a href={`/dashboard/order/${encodeURIComponent(request.orderId)}`}>{t('deals.offer.viewOrder')}</a>}
        </section>
        <section className={`panel ${styles['stack']}`} aria-label={t('deals.request.offersTitle')}>
          <h2>{t('deals.request.offers', { count: request.offerCount })}</h2>
          <Offers request={request} />
        </section>
      </div>
      {error !== null && (
        <p className={styles['notice']} role="alert" data-testid="request-error">
          {t(`deals.errors.${error.code}`, { defaultValue: t('deals.errors.generic') })}
        </p>
      )}
      {request.state === 'open' && request.role !== 'buyer' && seller && <AnswerForm />}
      {request.state === 'open' && !loggedIn && (
        <button type="button" className="button" onClick={() => login()}>
          {t('deals.request.loginToAnswer')}
        </button>
      )}
    </main>
  );
}

/** /dashboard/orders/request/{id}: the order a request became; it leads on to the order's page once the request names it. */
export function OrderRequestPage() {
  const { t } = useTranslation();
  const [request, missing] = useUnit([$request, $requestMissing]);
  if (missing) return <main className="page"><h1>{t('deals.request.missing')}</h1></main>;
  return (
    <main className="page" data-testid="order-request-page">
      {request === null || request.orderId !== null ? (
        <Loading />
      ) : (
        <p>
          {t('deals.request.noOrderYet')} <a href={`/dashboard/requests/${encodeURIComponent(request.id)}`}>{request.title}</a>
        </p>
      )}
    </main>
  );
}
