import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $dashboardSections } from '../../features/dashboard/sections.ts';
import { $drawerOpen, drawerClosed, SIDE_DRAWER_ID } from '../../features/shared/drawer/model.ts';
import type { TranslationKey } from '../../i18n/resources.ts';
import { useModalFocus } from '../modal-focus.ts';
import { Switchers } from '../Header/Switchers.tsx';
import styles from './SideDrawer.module.scss';

/** The main navigation, as in the header. */
const LINKS: readonly { readonly href: string; readonly label: TranslationKey }[] = [
  { href: '/games', label: 'nav.games' },
  { href: '/services', label: 'nav.services' },
  { href: '/blog', label: 'nav.blog' },
  { href: '/support', label: 'nav.support' },
  { href: '/ig-plus', label: 'routes.igPlus' },
];

/**
 * The side drawer: a modal panel with the main navigation and, for a signed-in
 * user, their dashboard's sections. Focus moves into
 * it when it opens and back to where it was when it closes; Escape, the
 * backdrop, the close button and any link close it (so does a page load).
 */
export function SideDrawer() {
  const { t } = useTranslation();
  const [open, close, sections] = useUnit([$drawerOpen, drawerClosed, $dashboardSections]);

  const { panel, onKeyDown } = useModalFocus(open, close);

  return (
    <div className={styles['root']} data-state={open ? 'open' : 'closed'}>
      <div className={styles['backdrop']} aria-hidden="true" onClick={() => close()} />
      <div
        ref={panel}
        id={SIDE_DRAWER_ID}
        className={styles['panel']}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menu')}
        aria-hidden={!open}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid="side-drawer"
      >
        <div className={styles['top']}>
          <a className={styles['brand']} href="/" onClick={() => close()}>
            {t('meta.siteName')}
          </a>
          <button type="button" className={styles['close']} aria-label={t('header.closeMenu')} onClick={() => close()}>
            ×
          </button>
        </div>
        <nav aria-label={t('nav.menu')}>
          <ul className={styles['links']}>
            {LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} onClick={() => close()}>
                  {t(link.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {sections.length > 0 && (
          <nav aria-label={t('routes.dashboard')} data-testid="drawer-dashboard">
            <a className={styles['heading']} href="/dashboard" onClick={() => close()}>
              {t('routes.dashboard')}
            </a>
            <ul className={styles['links']}>
              {sections.map((section) => (
                <li key={section.name}>
                  <a href={section.href} onClick={() => close()}>
                    {t(`routes.${section.name}` as TranslationKey)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <Switchers place="drawer" className={styles['settings']} />
      </div>
    </div>
  );
}
