import { useTranslation } from '../../i18n/use-translation.tsx';
import { PAYMENT_WINDOW_MS } from '../../../domain/index.ts';
import type { TranslationKey } from '../../i18n/resources.ts';
import styles from './HomeTrust.module.scss';

/** The payment methods the checkout offers (ui/components/Payment), named by the same keys. */
const PAYMENT_METHODS = ['CARD', 'CRYPTO', 'CREDITS'] as const;

const STEPS: readonly { readonly title: TranslationKey; readonly text: TranslationKey }[] = [
  { title: 'home.how.pickTitle', text: 'home.how.pick' },
  { title: 'home.how.payTitle', text: 'home.how.pay' },
  { title: 'home.how.receiveTitle', text: 'home.how.receive' },
];

const FAQ: readonly { readonly q: TranslationKey; readonly a: TranslationKey }[] = [
  { q: 'home.faq.safeQ', a: 'home.faq.safeA' },
  { q: 'home.faq.speedQ', a: 'home.faq.speedA' },
  { q: 'home.faq.refundQ', a: 'home.faq.refundA' },
  { q: 'home.faq.currencyQ', a: 'home.faq.currencyA' },
];

/**
 * What a first-time buyer asks before trusting a marketplace: how their money
 * is protected (the real rules: escrow until delivery, refunds of cancelled
 * paid orders to credits, the checkout's reservation window), how they can
 * pay, how buying works, and the common questions. Static text: no request,
 * no script beyond the page's own (the FAQ opens with <details>).
 */
export function HomeTrust() {
  const { t } = useTranslation();
  const minutes = Math.round(PAYMENT_WINDOW_MS / 60_000);
  return (
    <>
      <section className={styles['band']} aria-labelledby="home-protection" data-testid="home-protection">
        <div className={styles['protection']}>
          <h2 id="home-protection">
            {/* Drawn, not an emoji: machines without a colour-emoji font showed an empty box. */}
            <svg className={styles['shield']} aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
              <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z" />
              <path d="m8.5 12 2.5 2.5 4.5-5" strokeLinecap="round" />
            </svg>{' '}
            {t('home.protection.title')}
          </h2>
          <ul className={styles['promises']}>
            <li>{t('home.protection.escrow')}</li>
            <li>{t('home.protection.refund')}</li>
            <li>{t('home.protection.reserve', { minutes })}</li>
          </ul>
        </div>
        <div className={styles['payments']}>
          <h2 id="home-payments">{t('home.payments.title')}</h2>
          <ul className={styles['methods']} aria-labelledby="home-payments">
            {PAYMENT_METHODS.map((method) => (
              <li key={method} className={styles['method']}>
                {t(`payment.methods.${method}`)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles['section']} aria-labelledby="home-how" data-testid="home-how">
        <h2 id="home-how">{t('home.how.title')}</h2>
        <ol className={styles['steps']}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles['step']}>
              <span className={styles['number']} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(step.title)}</h3>
              <p>{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles['section']} aria-labelledby="home-faq" data-testid="home-faq">
        <h2 id="home-faq">{t('home.faq.title')}</h2>
        <div className={styles['faq']}>
          {FAQ.map((item) => (
            <details key={item.q}>
              <summary>{t(item.q)}</summary>
              <p>{t(item.a)}</p>
            </details>
          ))}
        </div>
      </section>
    </>
  );
}
