import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import {
  $appliedCoupon,
  $canPay,
  $cardNumber,
  $cardValid,
  $checkoutCredits,
  $paymentError,
  $paymentMethod,
  $placedOrder,
  $placing,
  cardNumberChanged,
  paymentMethodChosen,
  $checkoutGate,
  $checkoutStatus,
  $checkoutSummary,
  $couponInput,
  $couponState,
  $quoteError,
  $quotePending,
  $serverQuote,
  couponApplied,
  couponInputChanged,
  payClicked,
  quoteRetried,
  type CheckoutLineView,
  type CheckoutSummary,
} from '../features/shopping/checkout/model.ts';
import { loginModalOpened } from '../features/accounts/login/model.ts';
import { PaymentError, PaymentFields } from '../components/Payment/PaymentFields.tsx';
import { useProductTypeName } from '../components/Games/product-type-name.ts';
import styles from './CheckoutPage.module.scss';

function Status({ text, testId }: { readonly text: string; readonly testId: string }) {
  return (
    <p className={styles['status']} role="status" data-testid={testId}>
      {text}
    </p>
  );
}

function Line({ line }: { readonly line: CheckoutLineView }) {
  const { t } = useTranslation();
  const typeName = useProductTypeName();
  const unavailable = line.availability === 'PRODUCT_NOT_FOUND' || line.availability === 'PRODUCT_NOT_AVAILABLE';
  return (
    <li className={styles['line']} data-testid="checkout-line" data-product-id={line.productId} data-availability={line.availability}>
      <div className={styles['lineText']}>
        <span className={styles['labels']}>
          {line.gameType} · {typeName({ value: line.productTypeValue, label: line.productType })}
        </span>
        <span className={styles['name']}>{line.itemName}</span>
        <span className={styles['muted']}>{t('checkout.quantityOf', { quantity: line.quantity })}</span>
        {unavailable && <span className={styles['problem']}>{t('checkout.lineUnavailable')}</span>}
        {line.availability === 'CLAMPED' && line.maxQuantity !== null && <span className={styles['problem']}>{t('checkout.lineClamped', { max: line.maxQuantity })}</span>}
      </div>
      {!unavailable && (
        <div className={styles['linePrices']}>
          <span className={styles['strong']} data-testid="checkout-line-total">
            {line.lineTotal}
          </span>
          {line.quantity > 1 && line.unitPrice !== null && <span className={styles['muted']}>{t('cart.each', { price: line.unitPrice })}</span>}
        </div>
      )}
    </li>
  );
}

function CouponForm() {
  const { t } = useTranslation();
  const [input, state, applied, server, change, apply] = useUnit([$couponInput, $couponState, $appliedCoupon, $serverQuote, couponInputChanged, couponApplied]);
  const validCode = server?.coupon.status === 'valid' ? server.coupon.code : (applied?.code ?? '');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply();
  };
  return (
    <form className={styles['coupon']} onSubmit={onSubmit}>
      <label htmlFor="checkout-coupon">{t('checkout.couponLabel')}</label>
      <div className={styles['couponRow']}>
        <input
          id="checkout-coupon"
          name="coupon"
          value={input}
          placeholder={t('checkout.couponPlaceholder')}
          maxLength={64}
          autoComplete="off"
          onChange={(event) => change(event.target.value)}
          data-testid="coupon-input"
        />
        <button type="submit" className="button button--ghost button--small" disabled={state === 'loading'} data-testid="coupon-apply">
          {t('checkout.applyCoupon')}
        </button>
      </div>
      <p className={styles['couponState']} role="status" data-testid="coupon-state" data-state={String(state)}>
        {state === 'loading' && t('checkout.couponLoading')}
        {state === true && t('checkout.couponValid', { code: validCode })}
        {state === false && t('checkout.couponInvalid')}
      </p>
    </form>
  );
}

function Totals({ summary }: { readonly summary: CheckoutSummary }) {
  const { t } = useTranslation();
  return (
    <dl className={styles['totals']} data-testid="checkout-totals" data-source={summary.source}>
      <div>
        <dt>{t('cart.subtotal')}</dt>
        <dd data-testid="checkout-subtotal">{summary.subtotal}</dd>
      </div>
      <div>
        <dt>{t('checkout.serviceFee')}</dt>
        <dd data-testid="checkout-fee">{summary.serviceFee}</dd>
      </div>
      {summary.membershipDiscount !== null && (
        <div className={styles['discount']}>
          <dt>{t('checkout.membershipDiscount')}</dt>
          <dd data-testid="checkout-membership">{summary.membershipDiscount}</dd>
        </div>
      )}
      {summary.couponDiscount !== null && (
        <div className={styles['discount']}>
          <dt>{t('checkout.couponDiscount')}</dt>
          <dd data-testid="checkout-coupon-discount">{summary.couponDiscount}</dd>
        </div>
      )}
      <div className={styles['total']}>
        <dt>{t('checkout.total')}</dt>
        <dd data-testid="checkout-total">{summary.total}</dd>
      </div>
    </dl>
  );
}

const CHECKOUT_METHODS = ['CREDITS', 'CARD', 'CRYPTO'] as const;

/** Credits in the checkout's currency: what is available, and a way to top up when it is not enough. */
function CreditsState() {
  const { t } = useTranslation();
  const credits = useUnit($checkoutCredits);
  if (credits === null) return <p className={styles['muted']}>{t('payment.creditsLoading')}</p>;
  if (credits.covers) {
    return (
      <p className={styles['muted']} data-testid="checkout-credits">
        {t('payment.creditsAvailable', { amount: credits.formatted })}
      </p>
    );
  }
  return (
    <p className={styles['problem']} role="status" data-testid="checkout-credits-short">
      {t('payment.creditsShort', { amount: credits.formatted })} <a href="/dashboard/finances/credits">{t('payment.topUpLink')}</a>
    </p>
  );
}

/** The method, the card, the Pay button and what became of the last press. */
function Payment({ summary }: { readonly summary: CheckoutSummary }) {
  const { t } = useTranslation();
  const [method, card, cardValid, canPay, placing, error, chooseMethod, changeCard, pay] = useUnit([
    $paymentMethod,
    $cardNumber,
    $cardValid,
    $canPay,
    $placing,
    $paymentError,
    paymentMethodChosen,
    cardNumberChanged,
    payClicked,
  ]);
  return (
    <>
      <PaymentFields idPrefix="checkout" methods={CHECKOUT_METHODS} method={method} onMethod={chooseMethod} card={card} cardValid={cardValid} onCard={changeCard}>
        {method === 'CREDITS' && <CreditsState />}
      </PaymentFields>
      <button type="button" className={`button ${styles['pay']}`} disabled={!canPay || !summary.purchasable} onClick={() => pay()} data-testid="checkout-pay">
        {placing ? t('payment.placing') : t('checkout.pay', { total: summary.total })}
      </button>
      <PaymentError error={error} testId="checkout-payment-error">
        {error?.code === 'INSUFFICIENT_CREDITS' && <a href="/dashboard/finances/credits">{t('payment.topUpLink')}</a>}
      </PaymentError>
    </>
  );
}

/** The order as priced: the server's quote (or the local estimate while it loads), the coupon and the payment. */
function Order({ summary }: { readonly summary: CheckoutSummary }) {
  const { t } = useTranslation();
  const [pending, error, retry] = useUnit([$quotePending, $quoteError, quoteRetried]);
  return (
    <div className={styles['layout']}>
      <section className={`panel ${styles['items']}`} aria-labelledby="checkout-items">
        <h2 id="checkout-items">{t('checkout.summary')}</h2>
        <ul className={styles['lines']}>
          {summary.lines.map((line) => (
            <Line key={line.productId} line={line} />
          ))}
        </ul>
      </section>
      <aside className={`panel ${styles['side']}`}>
        {summary.source === 'estimate' && error === null && <Status text={t('checkout.estimate')} testId="checkout-estimate" />}
        {summary.source === 'server' && pending && <Status text={t('checkout.updating')} testId="checkout-updating" />}
        {error !== null && (
          <div className={styles['error']} role="alert" data-testid="checkout-error">
            <p>{t('checkout.quoteFailed')}</p>
            <button type="button" className="button button--small" onClick={() => retry()}>
              {t('checkout.retry')}
            </button>
          </div>
        )}
        <Totals summary={summary} />
        {summary.couponCapped !== null && (
          <p className={styles['muted']} role="note" data-testid="checkout-coupon-capped">
            {t('checkout.couponCapped', summary.couponCapped)}
          </p>
        )}
        <p className={styles['muted']}>{summary.fellBackToUsd ? t('currency.fallback', { currency: summary.currency }) : t('currency.shownIn', { currency: summary.currency })}</p>
        <CouponForm />
        <Payment summary={summary} />
      </aside>
    </div>
  );
}

/**
 * /checkout (checkout layout): the cart re-checked with the server, then
 * priced by the server's `checkoutQuote`; sign-in happens in place (the
 * login modal opens over the page).
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const [gate, status, summary, placed, openLogin] = useUnit([$checkoutGate, $checkoutStatus, $checkoutSummary, $placedOrder, loginModalOpened]);
  let body: React.JSX.Element;
  // Once an order exists the cart is empty: say what happened while the next page opens.
  if (placed !== null) body = <Status text={t('payment.placed')} testId="checkout-placed" />;
  else if (gate === 'loading') body = <Status text={t('checkout.loading')} testId="checkout-loading" />;
  else if (gate === 'signIn') {
    body = (
      <section className="panel" data-testid="checkout-sign-in">
        <h2>{t('checkout.signInTitle')}</h2>
        <p className={styles['muted']}>{t('checkout.signInBody')}</p>
        <button type="button" className="button" onClick={() => openLogin()}>
          {t('header.login')}
        </button>
      </section>
    );
  } else if (status === 'empty') {
    body = (
      <section className="panel" role="alert" data-testid="checkout-empty">
        <h2>{t('checkout.emptyTitle')}</h2>
        <p className={styles['muted']}>{t('checkout.emptyBody')}</p>
        <a className="button" href="/games">
          {t('checkout.backToShopping')}
        </a>
      </section>
    );
  } else if (status === 'ready' && summary !== null) body = <Order summary={summary} />;
  else body = <Status text={status === 'checking' ? t('checkout.checking') : t('checkout.loading')} testId="checkout-checking" />;
  return (
    <main className={`page ${styles['page']}`} data-testid="checkout-page">
      <header className={styles['top']}>
        <a className={styles['brand']} href="/">
          {t('meta.siteName')}
        </a>
      </header>
      <h1>{t('checkout.title')}</h1>
      {body}
    </main>
  );
}
