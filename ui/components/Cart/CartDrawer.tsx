import { useUnit } from 'effector-react';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import {
  $cartOpen,
  $cartView,
  $isWebView,
  CART_DRAWER_ID,
  cartCleared,
  cartClosed,
  lineOpened,
  lineRemoved,
  lineSteppedDown,
  lineSteppedUp,
  type CartLineView,
} from '../../features/shopping/cart/model.ts';
import { useModalFocus } from '../modal-focus.ts';
import { useProductTypeName } from '../Games/product-type-name.ts';
import styles from './CartDrawer.module.scss';

/** An ordinary left click (a modified one opens a new tab as links do). */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The image placeholder, the labels, the name and the delivery time: a link to the product, except in the web view. */
function LineSummary({ view, webView }: { readonly view: CartLineView; readonly webView: boolean }) {
  const { t } = useTranslation();
  const typeName = useProductTypeName();
  const open = useUnit(lineOpened);
  const { item } = view;
  const body = (
    <>
      <span className={styles['image']} aria-hidden="true">
        {item.gameType.label.slice(0, 1).toUpperCase()}
      </span>
      <span className={styles['text']}>
        <span className={styles['labels']}>
          <span data-testid="cart-line-game">{item.gameType.label}</span>
          <span data-testid="cart-line-type">{typeName(item.productType)}</span>
        </span>
        <span className={styles['name']} data-testid="cart-line-name">
          {item.itemName}
        </span>
        <span className={styles['delivery']}>
          {t('cart.delivery', { duration: t(`listings.delivery.${item.deliveryDuration}`, { defaultValue: item.deliveryDuration }) })}
        </span>
      </span>
    </>
  );
  if (webView) return <div className={styles['summary']}>{body}</div>;
  return (
    <a
      className={styles['summary']}
      href={`/product/${encodeURIComponent(item._id)}`}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        open(item._id);
      }}
    >
      {body}
    </a>
  );
}

function Line({ view, webView }: { readonly view: CartLineView; readonly webView: boolean }) {
  const { t } = useTranslation();
  const [remove, up, down] = useUnit([lineRemoved, lineSteppedUp, lineSteppedDown]);
  const { item } = view;
  return (
    <li className={styles['line']} data-testid="cart-line" data-product-id={item._id}>
      <LineSummary view={view} webView={webView} />
      <div className={styles['controls']}>
        {view.showsStepper ? (
          <div className={styles['stepper']} role="group" aria-label={t('cart.quantity')}>
            <button type="button" aria-label={t('cart.decrease')} disabled={view.stepper.minusDisabled} onClick={() => down(item._id)} data-testid="cart-line-decrease">
              −
            </button>
            <output aria-live="polite" data-testid="cart-line-quantity">
              {item.quantity}
            </output>
            <button type="button" aria-label={t('cart.increase')} disabled={view.stepper.plusDisabled} onClick={() => up(item._id)} data-testid="cart-line-increase">
              +
            </button>
          </div>
        ) : (
          <span className={styles['single']} aria-label={t('cart.quantity')} data-testid="cart-line-quantity">
            {item.quantity}
          </span>
        )}
        <div className={styles['prices']}>
          <span className={styles['lineTotal']} data-testid="cart-line-total">
            {view.lineTotal}
          </span>
          {view.showsEach && view.unitPrice !== null && (
            <span className={styles['each']} data-testid="cart-line-each">
              {t('cart.each', { price: view.unitPrice })}
            </span>
          )}
        </div>
        <button type="button" className={styles['remove']} onClick={() => remove(item._id)} data-testid="cart-line-remove">
          {t('cart.remove')}
        </button>
      </div>
    </li>
  );
}

/**
 * The cart slide-over (spec section 2): fullscreen below 1024 px, sliding up
 * from the bottom below 768 px and in from the right otherwise. A modal
 * dialog: focus moves in when it opens and back when it closes, Tab stays
 * inside, and Escape, the backdrop and the close button close it.
 */
export function CartDrawer() {
  const { t } = useTranslation();
  const [open, view, webView, close, clear] = useUnit([$cartOpen, $cartView, $isWebView, cartClosed, cartCleared]);

  const { panel, onKeyDown } = useModalFocus(open, close);

  return (
    <div className={styles['root']} data-state={open ? 'open' : 'closed'}>
      <div className={styles['backdrop']} aria-hidden="true" onClick={() => close()} data-testid="cart-backdrop" />
      <div
        ref={panel}
        id={CART_DRAWER_ID}
        className={styles['panel']}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-drawer-title"
        aria-hidden={!open}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid="cart-drawer"
      >
        {/* Plain blocks, not <header>/<footer>: inside the dialog they would add a second banner and contentinfo landmark. */}
        <div className={styles['top']}>
          <div>
            <h2 id="cart-drawer-title" className={styles['title']}>
              {t('cart.title')}
            </h2>
            <p className={styles['count']} data-testid="cart-drawer-count">
              {t('cart.productCount', { count: view.count })}
            </p>
          </div>
          <button type="button" className={styles['close']} aria-label={t('cart.close')} onClick={() => close()}>
            ×
          </button>
        </div>

        {view.lines.length === 0 ? (
          <div className={styles['empty']} data-testid="cart-empty">
            <p className={styles['emptyTitle']}>{t('cart.empty')}</p>
            <p className={styles['hint']}>{t('cart.emptyHint')}</p>
            <a className="button" href="/games" onClick={() => close()}>
              {t('cart.browseProducts')}
            </a>
          </div>
        ) : (
          <>
            <ul className={styles['lines']}>
              {view.lines.map((line) => (
                <Line key={line.item._id} view={line} webView={webView} />
              ))}
            </ul>
            <div className={styles['bottom']}>
              <p className={styles['subtotal']}>
                <span>{t('cart.subtotal')}</span>
                <span data-testid="cart-subtotal">{view.subtotal}</span>
              </p>
              <p className={styles['note']}>{t('cart.estimateNote')}</p>
              {view.showsClear && (
                <button type="button" className={`button button--ghost ${styles['clear']}`} onClick={() => clear()} data-testid="cart-clear">
                  {t('cart.clear')}
                </button>
              )}
              <a className={`button ${styles['checkout']}`} href="/checkout" onClick={() => close()} data-testid="cart-checkout">
                {t('cart.checkout')}
              </a>
              <button type="button" className={styles['continue']} onClick={() => close()} data-testid="cart-continue">
                {t('cart.continueShopping')}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
