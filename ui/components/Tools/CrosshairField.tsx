import { useTranslation } from '../../i18n/use-translation.tsx';
import { CUSTOM_COLOR_INDEX, type FieldSpec } from '../../../domain/index.ts';
import styles from './Tools.module.scss';

/** One crosshair setting as a labelled control of its kind (toggle, slider with its number, colour list, hex colour). */
export function CrosshairField(props: {
  readonly id: string;
  readonly name: string;
  readonly spec: FieldSpec;
  readonly value: number | boolean | string;
  readonly onChange: (value: number | boolean | string) => void;
}) {
  const { t } = useTranslation();
  const { id, name, spec, value, onChange } = props;
  const label = t(`crosshair.fields.${name}`);
  if (spec.kind === 'bool') {
    return (
      <label className={styles['toggle']}>
        <input type="checkbox" id={id} checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        <span>{label}</span>
      </label>
    );
  }
  if (spec.kind === 'color') {
    return (
      <label className={styles['field']} htmlFor={id}>
        <span>{label}</span>
        <select id={id} value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
          {Array.from({ length: CUSTOM_COLOR_INDEX + 1 }, (_, i) => (
            <option key={i} value={i}>
              {t(`crosshair.colors.${i}`)}
            </option>
          ))}
        </select>
      </label>
    );
  }
  if (spec.kind === 'hex') {
    return (
      <label className={styles['field']} htmlFor={id}>
        <span>{label}</span>
        <input
          id={id}
          defaultValue={String(value)}
          key={String(value)}
          maxLength={8}
          pattern="[0-9A-Fa-f]{8}"
          onChange={(e) => /^[0-9a-fA-F]{8}$/.test(e.target.value) && onChange(e.target.value.toUpperCase())}
        />
      </label>
    );
  }
  const step = Math.max(spec.step ?? 1, 0.01);
  return (
    <label className={styles['field']} htmlFor={id}>
      <span>{label}</span>
      <span className={styles['slider']}>
        <input type="range" id={id} min={spec.min} max={spec.max} step={step} value={Number(value)} onChange={(e) => onChange(Number(e.target.value))} />
        <output htmlFor={id}>{String(value)}</output>
      </span>
    </label>
  );
}
