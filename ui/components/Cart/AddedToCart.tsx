import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatNumber, pathFor } from '../../../domain/index.ts';
import { $addedNotice, $isWebView, addedNoticeClosed, cartOpened } from '../../features/shopping/cart/model.ts';
import styles from './AddedToCart.module.scss';

/**
 * The confirmation after 'Add to cart': item and quantity, 'View cart' and
 * 'Checkout'. A polite live region, so screen readers hear it without losing
 * their place. Under the header (never over the buy bar or Pay at the
 * bottom of a phone). In the app's web view there is no navigation: only
 * 'View cart'.
 */
export function AddedToCart() {
  const { t } = useTranslation();
  const [notice, webView, close, openCart] = useUnit([$addedNotice, $isWebView, addedNoticeClosed, cartOpened]);
  return (
    <div className={styles['region']} role="status" aria-live="polite" data-testid="added-to-cart-region">
      {notice !== null && (
        <div className={styles['notice']} data-testid="added-to-cart" onKeyDown={(event) => event.key === 'Escape' && close()}>
          <p className={styles['text']}>
            <span className={styles['tick']} aria-hidden="true">
              ✓
            </span>
            <span>
              {t('cart.added.title')} <strong className={styles['item']}>{notice.itemName}</strong> <bdi>× {formatNumber(notice.quantity)}</bdi>
            </span>
          </p>
          <div className={styles['actions']}>
            <button type="button" className="button button--ghost button--small" onClick={() => openCart()} data-testid="added-view-cart">
              {t('cart.added.viewCart')}
            </button>
            {!webView && (
              <a className="button button--small" href={pathFor('checkout', {})} data-testid="added-checkout">
                {t('cart.added.checkout')}
              </a>
            )}
          </div>
          <button type="button" className={styles['close']} aria-label={t('cart.added.close')} onClick={() => close()}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
