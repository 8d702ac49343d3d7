import { useTranslation } from '../../i18n/use-translation.tsx';
import type { PaymentErrorView } from '../../features/payments/outcome.ts';
import styles from './Payment.module.scss';

type Method = 'CREDITS' | 'CARD' | 'CRYPTO';

/** The payment method choice and, for a card, its number with the test provider's hint; shared by checkout and top-up. */
export function PaymentFields<M extends Method>(props: {
  readonly idPrefix: string;
  readonly methods: readonly M[];
  readonly method: M;
  readonly onMethod: (method: M) => void;
  readonly card: string;
  readonly cardValid: boolean;
  readonly onCard: (text: string) => void;
  readonly children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { idPrefix, method } = props;
  return (
    <>
      <fieldset className={styles['methods']} data-testid={`${idPrefix}-methods`}>
        <legend>{t('payment.methodTitle')}</legend>
        {props.methods.map((m) => (
          <label key={m} className={styles['method']}>
            <input type="radio" name={`${idPrefix}-method`} value={m} checked={method === m} onChange={() => props.onMethod(m)} data-testid={`${idPrefix}-method-${m}`} />
            {t(`payment.methods.${m}`)}
          </label>
        ))}
      </fieldset>
      {props.children}
      {method === 'CARD' && (
        <div className={styles['field']}>
          <label htmlFor={`${idPrefix}-card`}>{t('payment.cardLabel')}</label>
          <input
            id={`${idPrefix}-card`}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            value={props.card}
            onChange={(event) => props.onCard(event.target.value)}
            data-testid={`${idPrefix}-card`}
          />
          <p className={styles['hint']}>{t('payment.cardHint')}</p>
          {props.card.trim() !== '' && !props.cardValid && <p className={styles['problem']}>{t('payment.cardInvalid')}</p>}
        </div>
      )}
      {method === 'CRYPTO' && <p className={styles['hint']}>{t('payment.cryptoHint')}</p>}
    </>
  );
}

/** A refusal in words, announced to screen readers. */
export function PaymentError({ error, testId, children }: { readonly error: PaymentErrorView | null; readonly testId: string; readonly children?: React.ReactNode }) {
  const { t } = useTranslation();
  if (error === null) return null;
  return (
    <div className={styles['alert']} role="alert" data-testid={testId} data-code={error.code}>
      <p>{t(error.key, { item: error.item })}</p>
      {children}
    </div>
  );
}

/** A coloured state label (an order's or a payment's). */
export function Badge({ tone, label, testId }: { readonly tone: 'good' | 'bad' | 'wait' | 'plain'; readonly label: string; readonly testId?: string }) {
  return (
    <span className={styles['badge']} data-tone={tone} data-testid={testId}>
      {label}
    </span>
  );
}
