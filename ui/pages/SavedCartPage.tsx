import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { formatMoney, mustMoney } from '../../domain/index.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import {
  $replacesBrowserCart,
  $savedCartDropped,
  $savedCartLines,
  $savedCartStatus,
  savedCartPaid,
} from '../features/shopping/saved-cart/model.ts';
import styles from './Money.module.scss';

/**
 * /checkout/cart/{cartId} (basic layout, signed in): a cart saved on the
 * server — built in the mobile app or through the API — shown with its lines
 * and paid through the ordinary checkout, which quotes every price again.
 */
export function SavedCartPage() {
  const { t } = useTranslation();
  const [status, lines, dropped, replaces, pay] = useUnit([$savedCartStatus, $savedCartLines, $savedCartDropped, $replacesBrowserCart, savedCartPaid]);
  return (
    <main className={`page ${styles['page']}`} data-testid="saved-cart-page" data-status={status}>
      <Breadcrumbs trail={[{ label: t('routes.checkout'), href: '/checkout' }, { label: t('routes.checkoutCart') }]} />
      <h1>{t('savedCart.title')}</h1>
      {(status === 'idle' || status === 'loading') && (
        <p className="panel" role="status" aria-busy="true">
          {t('savedCart.loading')}
        </p>
      )}
      {(status === 'CART_NOT_FOUND' || status === 'CART_EXPIRED' || status === 'failed') && (
        <section className="panel" role="alert" data-testid="saved-cart-problem">
          <p>{t(`savedCart.problem.${status}`)}</p>
          <a className="button button--ghost" href="/">
            {t('savedCart.backToShop')}
          </a>
        </section>
      )}
      {status === 'ready' && (
        <section className={`panel ${styles['stack']}`}>
          {lines.length === 0 ? (
            <p role="alert">{t('savedCart.nothingLeft')}</p>
          ) : (
            <ul className={styles['list']} data-testid="saved-cart-lines">
              {lines.map((line) => (
                <li key={line._id} className={styles['row']} data-testid="saved-cart-line" data-product-id={line._id}>
                  <span className={styles['title']}>{line.itemName}</span>
                  <span className={styles['muted']}>{t('savedCart.lineFacts', { seller: line.seller.username, quantity: line.quantity })}</span>
                  <span className={styles['amount']}>{formatMoney(mustMoney(line.price.minor * line.quantity, line.price.currency))}</span>
                </li>
              ))}
            </ul>
          )}
          {dropped > 0 && (
            <p className={styles['notice']} role="status" data-testid="saved-cart-dropped">
              {t('savedCart.dropped', { count: dropped })}
            </p>
          )}
          <p className={styles['muted']}>{t('savedCart.pricesQuotedAgain')}</p>
          {replaces && lines.length > 0 && <p className={styles['notice']}>{t('savedCart.replacesBrowserCart')}</p>}
          <div className={styles['actions']}>
            <button type="button" className="button" disabled={lines.length === 0} onClick={() => pay()} data-testid="saved-cart-pay">
              {t('savedCart.pay')}
            </button>
          </div>
        </section>
      )}
    </main>
  );
}
