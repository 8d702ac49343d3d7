import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $drawerOpen, drawerToggled, SIDE_DRAWER_ID } from '../../features/shared/drawer/model.ts';
import styles from './DrawerButton.module.scss';

/** The hamburger that opens and closes the side drawer; for the header. */
export function DrawerButton({ className }: { readonly className?: string }) {
  const { t } = useTranslation();
  const [open, toggle] = useUnit([$drawerOpen, drawerToggled]);
  return (
    <button
      type="button"
      className={className === undefined ? styles['button'] : `${styles['button']} ${className}`}
      aria-expanded={open}
      aria-controls={SIDE_DRAWER_ID}
      aria-label={t(open ? 'header.closeMenu' : 'header.openMenu')}
      onClick={() => toggle()}
      data-testid="drawer-button"
    >
      <span className={styles['bars']} aria-hidden="true" />
    </button>
  );
}
