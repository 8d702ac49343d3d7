import { useTranslation } from '../../i18n/use-translation.tsx';
import type { PasswordRating } from '../../../domain/index.ts';
import styles from './PasswordMeter.module.scss';

const LEVELS = ['tooShort', 'weak', 'fair', 'good', 'strong'] as const;

/** The strength of a password being chosen: four bars, a word, and what makes it guessable. */
export function PasswordMeter({ rating, empty }: { readonly rating: PasswordRating; readonly empty: boolean }) {
  const { t } = useTranslation();
  if (empty) return <p className={styles['hint']}>{t('passwordMeter.rule')}</p>;
  const level = LEVELS[rating.score];
  return (
    <div className={styles['meter']} data-testid="password-meter" data-score={rating.score}>
      <div className={styles['bars']} aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={bar <= rating.score ? styles[`on${rating.score}`] : undefined} />
        ))}
      </div>
      <p className={styles['hint']} aria-live="polite">
        {t(`passwordMeter.${level}`)}
        {rating.patterns.length > 0 && ` ${t('passwordMeter.patterns')}`}
      </p>
    </div>
  );
}
