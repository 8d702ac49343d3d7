import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import {
  $renewalCard,
  $renewalCardValid,
  $savedCard,
  $savedCardBusy,
  $savedCardError,
  removeSavedCardClicked,
  renewalCardChanged,
  saveRenewalCardClicked,
} from '../../features/membership/saved-card-model.ts';
import styles from '../Payment/Payment.module.scss';
import { PaymentError } from '../Payment/PaymentFields.tsx';

/** The member's card for renewals: what is kept (brand, last four, expiry) with Remove, or a field to save one. */
export function RenewalCard() {
  const { t } = useTranslation();
  const [card, text, valid, busy, error] = useUnit([$savedCard, $renewalCard, $renewalCardValid, $savedCardBusy, $savedCardError]);
  const [changed, save, remove] = useUnit([renewalCardChanged, saveRenewalCardClicked, removeSavedCardClicked]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save();
  };
  return (
    <div data-testid="ig-plus-renewal-card" data-saved={card === null ? 'no' : 'yes'}>
      <h3>{t('igPlus.cardTitle')}</h3>
      <p>{t('igPlus.cardHint')}</p>
      {card === null ? (
        <p data-testid="ig-plus-card-none">{t('igPlus.cardNone')}</p>
      ) : (
        <p data-testid="ig-plus-card-saved">
          {t('igPlus.cardSaved', { brand: card.brand.toUpperCase(), last4: card.last4, month: String(card.expMonth).padStart(2, '0'), year: card.expYear })}{' '}
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => remove()} data-testid="ig-plus-card-remove">
            {t('igPlus.cardRemove')}
          </button>
        </p>
      )}
      <form onSubmit={onSubmit} className={styles['field']}>
        <label htmlFor="ig-plus-renewal-card">{card === null ? t('igPlus.cardAddLabel') : t('igPlus.cardReplaceLabel')}</label>
        <input
          id="ig-plus-renewal-card"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          value={text}
          onChange={(event) => changed(event.target.value)}
          data-testid="ig-plus-card-input"
        />
        <p className={styles['hint']}>{t('payment.cardHint')}</p>
        <div>
          <button type="submit" className="button" disabled={busy || !valid} data-testid="ig-plus-card-save">
            {t('igPlus.cardSave')}
          </button>
        </div>
      </form>
      <PaymentError error={error} testId="ig-plus-card-error" />
    </div>
  );
}
