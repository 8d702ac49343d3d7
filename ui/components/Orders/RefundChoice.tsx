import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { REFUND_DESTINATIONS, type RefundDestination } from '../../../contracts/orders/index.ts';
import styles from './Orders.module.scss';

/**
 * Where the buyer's money goes if the order ends in a refund: site credits
 * (at once) or the card that paid (through the provider, days). Shown only
 * for an order a card paid; the choice travels with the cancel or dispute.
 */
export function RefundChoice({ value, onChange }: { readonly value: RefundDestination; readonly onChange: (next: RefundDestination) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles['choices']} data-testid="refund-choice">
      <legend>{t('orderSteps.refundChoice.legend')}</legend>
      {REFUND_DESTINATIONS.map((d) => (
        <label key={d}>
          <input type="radio" name={name} value={d} checked={value === d} onChange={() => onChange(d)} data-testid={`refund-to-${d}`} />
          {t(`orderSteps.refundChoice.${d}`)}
        </label>
      ))}
    </fieldset>
  );
}
