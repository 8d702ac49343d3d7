import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $cartCount, $cartOpen, CART_DRAWER_ID, cartOpened } from '../../features/shopping/cart/model.ts';
import styles from './CartButton.module.scss';

/** The header's cart button: the product count on a badge; opens the cart drawer. */
export function CartButton() {
  const { t } = useTranslation();
  const [count, open, openCart] = useUnit([$cartCount, $cartOpen, cartOpened]);
  return (
    <button
      type="button"
      className={styles['button']}
      aria-label={t('header.cartWithCount', { count })}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={CART_DRAWER_ID}
      onClick={() => openCart()}
      data-testid="cart-button"
    >
      <svg className={styles['icon']} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 7H6.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9.5" cy="19.5" r="1.4" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.4" fill="currentColor" />
      </svg>
      {count > 0 && (
        <span className={styles['badge']} aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
      )}
    </button>
  );
}
