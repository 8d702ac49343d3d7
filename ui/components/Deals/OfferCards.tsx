import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useViewerTime } from '../DateTime.tsx';
import type { CustomOfferView } from '../../../contracts/deals/index.ts';
import { formatMoney, mustMoney, USD } from '../../../domain/index.ts';
import { $myId } from '../../features/messaging/model.ts';
import {
  $canSendOffers,
  $customOffers,
  $offerBusy,
  $offerDialogOpen,
  $offerError,
  $offerPayment,
  offerAcceptClicked,
  offerDeclineClicked,
  offerDialogOpened,
  offerPaymentChosen,
  offerWithdrawClicked,
} from '../../features/deals/custom-offers-model.ts';
import styles from './Deals.module.scss';

const usd = (minor: number) => formatMoney(mustMoney(minor, USD));

function BuyerActions({ offer }: { readonly offer: CustomOfferView & { readonly id: string } }) {
  const { t } = useTranslation();
  const [payment, busy, choose, accept, decline] = useUnit([$offerPayment, $offerBusy, offerPaymentChosen, offerAcceptClicked, offerDeclineClicked]);
  return (
    <div className={styles['actions']}>
      <label>
        {t('deals.offer.payWith')}{' '}
        <select value={payment} onChange={(e) => choose(e.target.value === 'CARD' ? 'CARD' : 'CREDITS')} data-testid="offer-payment">
          <option value="CREDITS">{t('deals.offer.credits')}</option>
          <option value="CARD">{t('deals.offer.card')}</option>
        </select>
      </label>
      <button type="button" className="button" disabled={busy} onClick={() => accept(offer.id)} data-testid="offer-accept">
        {t('deals.offer.acceptAndPay', { total: offer.price === null ? '' : formatMoney(offer.price.total) })}
      </button>
      <button type="button" className="button button--ghost" disabled={busy} onClick={() => decline(offer.id)} data-testid="offer-decline">
        {t('deals.offer.decline')}
      </button>
    </div>
  );
}

/** The conversation's custom offers as cards, newest first: the buyer accepts and pays or declines; the seller may withdraw an open one. */
export function OfferCards() {
  const { t } = useTranslation();
  const time = useViewerTime();
  const [offers, me, canSend, dialogOpen, error, busy, openDialog, withdraw] = useUnit([$customOffers, $myId, $canSendOffers, $offerDialogOpen, $offerError, $offerBusy, offerDialogOpened, offerWithdrawClicked]);
  return (
    <>
      {canSend && !dialogOpen && (
        <button type="button" className="button button--ghost" onClick={() => openDialog()} data-testid="open-send-offer">
          {t('deals.offer.open')}
        </button>
      )}
      {offers.length > 0 && (
        <ul className={styles['offers']} aria-label={t('deals.offer.list')} data-testid="custom-offers">
          {offers.map((o) => (
            <li key={o.id} className={`${styles['card']} ${o.state === 'open' ? '' : styles['closed']}`} data-testid="custom-offer" data-state={o.state}>
              <div className={styles['head']}>
                <span>{o.title}</span>
                <span data-testid="custom-offer-state">{t(`deals.offer.states.${o.state}`)}</span>
              </div>
              {o.description !== '' && <p>{o.description}</p>}
              <dl className={styles['facts']}>
                <dt>{t('deals.fields.unitPrice')}</dt>
                <dd>{`${o.quantity} × ${usd(o.unitPriceMinor)}`}</dd>
                {o.price !== null && o.buyerId === me && (
                  <>
                    <dt>{t('deals.offer.fee')}</dt>
                    <dd>{formatMoney(o.price.fee)}</dd>
                    <dt>{t('deals.offer.total')}</dt>
                    <dd data-testid="custom-offer-total">{formatMoney(o.price.total)}</dd>
                  </>
                )}
                <dt>{t('deals.fields.delivery')}</dt>
                <dd>{t(`sellerOffers.delivery.${o.deliveryDuration}`, { defaultValue: o.deliveryDuration })}</dd>
                {o.state === 'open' && (
                  <>
                    <dt>{t('deals.offer.expires')}</dt>
                    <dd>
                      <time dateTime={o.expiresAt}>{time(o.expiresAt)}</time>
                    </dd>
                  </>
                )}
              </dl>
              {o.state === 'open' && o.buyerId === me && <BuyerActions offer={o} />}
              {o.state === 'open' && o.sellerId === me && (
                <button type="button" className="button button--ghost" disabled={busy} onClick={() => withdraw(o.id)} data-testid="offer-withdraw">
                  {t('deals.offer.withdraw')}
                </button>
              )}
              {o.state === 'accepted' && o.orderGroupId !== null && <a href={`/dashboard/orders/${encodeURIComponent(o.orderGroupId)}`}>{t('deals.offer.viewOrder')}</a>}
            </li>
          ))}
        </ul>
      )}
      {error !== null && !dialogOpen && (
        <p className={styles['error']} role="alert" data-testid="offer-answer-error">
          {t(`deals.errors.${error.code}`, { defaultValue: t('deals.errors.generic') })}
        </p>
      )}
    </>
  );
}
