import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { PAYOUT_METHODS, type PayoutMethodId } from '../../../domain/index.ts';
import {
  $payoutDetailsCurrent,
  $payoutDetailsError,
  $payoutDetailsFields,
  $payoutDetailsForm,
  $payoutDetailsInvalidField,
  $payoutDetailsJustSaved,
  $payoutDetailsMethod,
  $payoutDetailsSaving,
  $savedPayoutDetails,
  payoutDetailsFieldTyped,
  payoutDetailsMethodChosen,
  payoutDetailsSaveClicked,
} from '../../features/payouts/details/model.ts';
import styles from '../../pages/Money.module.scss';

/** The account page's payouts tab: where withdrawals are sent, one saved set per payout method, sensitive values shown masked. */
export function PayoutDetailsPanel() {
  const { t } = useTranslation();
  const [saved, method, fields, form, current, invalid, saving, error, justSaved] = useUnit([
    $savedPayoutDetails,
    $payoutDetailsMethod,
    $payoutDetailsFields,
    $payoutDetailsForm,
    $payoutDetailsCurrent,
    $payoutDetailsInvalidField,
    $payoutDetailsSaving,
    $payoutDetailsError,
    $payoutDetailsJustSaved,
  ]);
  const [choose, type, save] = useUnit([payoutDetailsMethodChosen, payoutDetailsFieldTyped, payoutDetailsSaveClicked]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save();
  };
  const typedSomething = Object.values(form).some((value) => value.trim() !== '');
  return (
    <section className={`panel ${styles['stack']}`} data-testid="payout-details">
      <h2>{t('payoutDetails.title')}</h2>
      <p className={styles['muted']}>{t('payoutDetails.hint')}</p>
      {saved !== null && saved.length > 0 && (
        <ul className={styles['list']} data-testid="payout-details-saved">
          {saved.map((s) => (
            <li key={s.method} className={styles['row']} data-testid="payout-details-row" data-method={s.method}>
              <span className={styles['title']}>{t(`withdrawals.methods.${s.method}`, { defaultValue: s.method })}</span>
              <span className={styles['muted']}>{s.summary}</span>
            </li>
          ))}
        </ul>
      )}
      <form className={styles['stack']} onSubmit={onSubmit} data-testid="payout-details-form">
        <label htmlFor="payout-details-method">{t('withdrawals.method')}</label>
        <select id="payout-details-method" value={method} onChange={(e) => choose(e.target.value as PayoutMethodId)} data-testid="payout-details-method">
          {PAYOUT_METHODS.map((m) => (
            <option key={m.id} value={m.id}>
              {t(`withdrawals.methods.${m.id}`, { defaultValue: m.label })}
            </option>
          ))}
        </select>
        {fields.map((field) => (
          <div key={`${method}-${field.name}`} className={styles['stack']}>
            <label htmlFor={`payout-details-${field.name}`}>{t(`payoutDetails.fields.${field.name}`)}</label>
            <input
              id={`payout-details-${field.name}`}
              value={form[field.name] ?? ''}
              placeholder={current?.details[field.name] ?? ''}
              autoComplete="off"
              aria-invalid={typedSomething && invalid === field.name}
              onChange={(e) => type({ name: field.name, value: e.target.value })}
              data-testid={`payout-details-${field.name}`}
            />
          </div>
        ))}
        {typedSomething && invalid !== null && (
          <p className={styles['muted']} role="status" data-testid="payout-details-invalid">
            {t('payoutDetails.invalid', { field: t(`payoutDetails.fields.${invalid}`) })}
          </p>
        )}
        <button type="submit" className="button" disabled={invalid !== null || saving} data-testid="payout-details-save">
          {t('payoutDetails.save')}
        </button>
        {justSaved && <p role="status">{t('payoutDetails.saved')}</p>}
        {error !== null && <p role="alert">{t('payoutDetails.saveFailed')}</p>}
      </form>
    </section>
  );
}
