import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import {
  $billingError,
  $billingForm,
  $billingInvalidField,
  $billingSaved,
  $billingSaving,
  $billingTouched,
  billingFieldChanged,
  billingSaveClicked,
  type BillingField,
} from '../../features/accounts/billing/model.ts';
import styles from '../../pages/Money.module.scss';

const FIELDS: readonly { readonly field: BillingField; readonly autoComplete: string }[] = [
  { field: 'name', autoComplete: 'name' },
  { field: 'address', autoComplete: 'street-address' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'postalCode', autoComplete: 'postal-code' },
  { field: 'country', autoComplete: 'country' },
  { field: 'vatId', autoComplete: 'off' },
];

/** The account page's Billing tab: who the buyer is on an invoice, checked field by field before sending. */
export function BillingPanel() {
  const { t } = useTranslation();
  const [form, invalid, touched, saving, saved, error, change, save] = useUnit([
    $billingForm,
    $billingInvalidField,
    $billingTouched,
    $billingSaving,
    $billingSaved,
    $billingError,
    billingFieldChanged,
    billingSaveClicked,
  ]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save();
  };
  return (
    <section className={`panel ${styles['stack']}`} data-testid="billing-panel">
      <h2>{t('accountData.billingTitle')}</h2>
      <p className={styles['muted']}>{t('accountData.billingHint')}</p>
      <form className={styles['stack']} onSubmit={onSubmit} data-testid="billing-form">
        {FIELDS.map(({ field, autoComplete }) => (
          <div key={field} className={styles['stack']}>
            <label htmlFor={`billing-${field}`}>{t(`accountData.fields.${field}`)}</label>
            <input
              id={`billing-${field}`}
              value={form[field]}
              autoComplete={autoComplete}
              maxLength={field === 'country' ? 2 : undefined}
              aria-invalid={touched && invalid === field}
              onChange={(e) => change({ field, value: e.target.value })}
              data-testid={`billing-${field}`}
            />
          </div>
        ))}
        {touched && invalid !== null && (
          <p className={styles['muted']} role="status" data-testid="billing-invalid">
            {t('accountData.invalidField', { field: t(`accountData.fields.${invalid}`) })}
          </p>
        )}
        <button type="submit" className="button" disabled={invalid !== null || saving} data-testid="billing-save">
          {t('accountData.save')}
        </button>
        {saved && <p role="status">{t('accountData.saved')}</p>}
        {error !== null && <p role="alert">{t('accountData.saveFailed')}</p>}
      </form>
    </section>
  );
}
