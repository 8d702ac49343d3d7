import { InboxLink } from '../Messaging/InboxLink.tsx';
import { OrdersLink } from '../Orders/OrdersLink.tsx';
import { NotificationBell } from '../Notifications/NotificationBell.tsx';
import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { loginModalOpened } from '../../features/accounts/login/model.ts';
import { $isLoggedIn, $showsStaffPanel, $user, $userEmail, logoutClicked } from '../../features/accounts/session/model.ts';
import { $canReviewVerifications } from '../../features/verification/model.ts';
import styles from './UserMenu.module.scss';

/** The header's account corner: 'Log in' for visitors; the user, staff panel entry and 'Log out' once signed in. */
export function UserMenu() {
  const { t } = useTranslation();
  const [loggedIn, user, email, staff, reviewer, openLogin, logout] = useUnit([$isLoggedIn, $user, $userEmail, $showsStaffPanel, $canReviewVerifications, loginModalOpened, logoutClicked]);
  if (!loggedIn) {
    return (
      <button type="button" className="button button--small" onClick={openLogin} data-testid="login-button">
        {t('header.login')}
      </button>
    );
  }
  return (
    <div className={styles['menu']} data-testid="user-menu">
      {staff && (
        <a className={styles['staff']} href="/dashboard/control-center" data-testid="staff-panel">
          {t('header.staffPanel')}
        </a>
      )}
      {reviewer && (
        <a className={styles['staff']} href="/dashboard/staff/verifications" data-testid="staff-verifications">
          {t('routes.dashboardStaffVerifications')}
        </a>
      )}
      <NotificationBell />
      <OrdersLink />
      <InboxLink />
      <a className={styles['name']} href="/dashboard" title={email ?? undefined}>
        {user?.username ?? t('header.dashboard')}
      </a>
      <button type="button" className={styles['logout']} onClick={logout} data-testid="logout-button">
        {t('header.logout')}
      </button>
    </div>
  );
}
