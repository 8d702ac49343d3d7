import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { paymentsReloadRequested } from '../features/payments/history/model.ts';
import { $balanceRows, $paymentResult } from '../features/shopping/payment-result/model.ts';
import { OrderRow } from './OrdersPage.tsx';
import checkoutStyles from './CheckoutPage.module.scss';
import styles from './Money.module.scss';

/**
 * /checkout/payment/{result}/{type}/{id} (checkout layout): where a payment
 * ended up — what was bought and the order group's link, the credits after a
 * top-up — and what to do next.
 */
export function PaymentResultPage() {
  const { t } = useTranslation();
  const [view, balances, refresh] = useUnit([$paymentResult, $balanceRows, paymentsReloadRequested]);
  const subject = view.subject ?? 'order';
  return (
    <main className={`page ${checkoutStyles['page']}`} data-testid="payment-result" data-result={view.result} data-subject={subject}>
      <header className={checkoutStyles['top']}>
        <a className={checkoutStyles['brand']} href="/">
          {t('meta.siteName')}
        </a>
      </header>
      <h1 data-testid="payment-result-title">{t(`paymentResult.${view.result}.title`)}</h1>
      <section className={`panel ${styles['stack']}`}>
        <p role="status" data-testid="payment-result-message">
          {t(`paymentResult.${view.result}.${subject}`)}
        </p>
        {view.orders.length > 0 && (
          <>
            <h2>{t('paymentResult.bought')}</h2>
            <ul className={styles['list']} data-testid="payment-result-orders">
              {view.orders.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </ul>
            {view.total !== null && <p className={styles['amount']}>{t('orders.groupTotal', { total: view.total })}</p>}
          </>
        )}
        {subject === 'credits' && balances !== null && balances.length > 0 && (
          <ul className={styles['list']} data-testid="payment-result-balances">
            {balances.map((row) => (
              <li key={row.currency} className={styles['row']} data-currency={row.currency}>
                <span className={styles['title']}>{t('payment.creditsAvailable', { amount: row.available })}</span>
              </li>
            ))}
          </ul>
        )}
        <div className={styles['actions']}>
          {subject === 'order' && view.id !== null && (
            <a className="button" href={`/dashboard/orders/${encodeURIComponent(view.id)}`} data-testid="payment-result-group">
              {t('paymentResult.viewGroup')}
            </a>
          )}
          {subject === 'order' && view.result === 'failure' && (
            <a className="button button--ghost" href="/checkout">
              {t('paymentResult.backToCheckout')}
            </a>
          )}
          {subject === 'credits' && (
            <>
              <a className="button" href="/dashboard/finances/credits" data-testid="payment-result-credits">
                {t('paymentResult.toCredits')}
              </a>
              {view.result === 'pending' && (
                <button type="button" className="button button--ghost" onClick={() => refresh()}>
                  {t('paymentResult.refresh')}
                </button>
              )}
            </>
          )}
          <a className="button button--ghost" href="/dashboard/orders">
            {t('paymentResult.viewOrders')}
          </a>
          <a className="button button--ghost" href="/games">
            {t('paymentResult.continueShopping')}
          </a>
        </div>
      </section>
    </main>
  );
}
