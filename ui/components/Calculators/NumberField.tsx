import { useTranslation } from '../../i18n/use-translation.tsx';
import styles from './Calculator.module.scss';

export interface NumberFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly minusDisabled: boolean;
  readonly plusDisabled: boolean;
  readonly onType: (text: string) => void;
  readonly onCommit: () => void;
  readonly onStep: (direction: 1 | -1) => void;
}

/** A labelled number select (minus, field, plus); the model applies the rules on commit (blur, Enter) and on each press. */
export function NumberField({ id, label, value, minusDisabled, plusDisabled, onType, onCommit, onStep }: NumberFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={styles['field']}>
      <label htmlFor={id}>{label}</label>
      <div className={styles['stepper']}>
        <button type="button" onClick={() => onStep(-1)} disabled={minusDisabled} aria-label={t('calculator.decrease', { field: label })}>
          −
        </button>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onType(event.target.value)}
          onBlur={onCommit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onCommit();
          }}
        />
        <button type="button" onClick={() => onStep(1)} disabled={plusDisabled} aria-label={t('calculator.increase', { field: label })}>
          +
        </button>
      </div>
    </div>
  );
}
