import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { LOADING_BAR } from '../../features/shared/loading-bar/loading-bar.ts';
import { $loadingBar, $loadingBarFrame } from '../../features/shared/loading-bar/model.ts';
import styles from './LoadingBar.module.scss';

/** The 3 px bar at the top of the window while a page loads; hidden from assistive technology when not shown. */
export function LoadingBar() {
  const { t } = useTranslation();
  const [{ phase }, { visible, progress }] = useUnit([$loadingBar, $loadingBarFrame]);
  const value = Math.round(progress);
  return (
    <div
      className={styles['bar']}
      role="progressbar"
      aria-label={t('loading.label')}
      aria-valuemin={0}
      aria-valuemax={LOADING_BAR.progressMax}
      aria-valuenow={value}
      aria-hidden={!visible}
      data-phase={phase}
      data-visible={visible}
      style={{ height: LOADING_BAR.heightPx, transform: `scaleX(${progress / LOADING_BAR.progressMax})` }}
      data-testid="loading-bar"
    />
  );
}
