import { useTranslation } from '../../i18n/use-translation.tsx';
import styles from './QuantityControl.module.scss';

export interface QuantityControlProps {
  readonly id: string;
  readonly label: string;
  /** What the field shows (the typed text while editing). */
  readonly value: string;
  readonly minusDisabled: boolean;
  readonly plusDisabled: boolean;
  readonly disabled: boolean;
  readonly onDecrease: () => void;
  readonly onIncrease: () => void;
  readonly onType: (text: string) => void;
  readonly onCommit: () => void;
}

/** The number select with minus and plus (spec sections 3 and 5); the model applies the rules, this only shows them. */
export function QuantityControl({ id, label, value, minusDisabled, plusDisabled, disabled, onDecrease, onIncrease, onType, onCommit }: QuantityControlProps) {
  const { t } = useTranslation();
  return (
    <div className={styles['control']}>
      <label htmlFor={id} className={styles['label']}>
        {label}
      </label>
      <div className={styles['row']} data-testid="quantity-control">
        <button type="button" className={styles['step']} onClick={onDecrease} disabled={minusDisabled} aria-label={t('product.quantity.decrease')} data-testid="quantity-decrease">
          −
        </button>
        <input
          id={id}
          className={styles['input']}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          disabled={disabled}
          onChange={(event) => onType(event.target.value)}
          onBlur={onCommit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onCommit();
          }}
          data-testid="quantity-input"
        />
        <button type="button" className={styles['step']} onClick={onIncrease} disabled={plusDisabled} aria-label={t('product.quantity.increase')} data-testid="quantity-increase">
          +
        </button>
      </div>
    </div>
  );
}
