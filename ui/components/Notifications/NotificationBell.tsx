import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { DateTime } from '../DateTime.tsx';
import { $bellOpen, $notifications, $unseenNotifications, bellClosed, bellToggled, markAllClicked, notificationOpened } from '../../features/notifications/model.ts';
import styles from './Notifications.module.scss';

function Panel() {
  const { t } = useTranslation();
  const [list, unseen, open, markAll, close] = useUnit([$notifications, $unseenNotifications, notificationOpened, markAllClicked, bellClosed]);
  return (
    <div className={styles['panel']} role="dialog" aria-label={t('notifications.title')} onKeyDown={(e) => e.key === 'Escape' && close()} data-testid="notification-panel">
      <div className={styles['head']}>
        <strong>{t('notifications.title')}</strong>
        {unseen > 0 && (
          <button type="button" className="button button--small button--ghost" onClick={() => markAll()} data-testid="notifications-mark-all">
            {t('notifications.markAll')}
          </button>
        )}
      </div>
      {list === null ? (
        <p>…</p>
      ) : list.length === 0 ? (
        <p data-testid="notifications-empty">{t('notifications.empty')}</p>
      ) : (
        <ul className={styles['list']} data-testid="notification-list">
          {list.map((n) => (
            <li key={n.id}>
              <button type="button" className={n.seen ? '' : styles['unseen']} onClick={() => open(n)} data-testid="notification" data-seen={n.seen}>
                <span>{n.title}</span>
                <DateTime className={styles['time']} at={n.createdAt} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <a className={styles['link']} href="/dashboard/account/notifications" onClick={() => close()}>
        {t('notifications.settings')}
      </a>
    </div>
  );
}

/** The header's bell: the unseen count (live) and, when open, the newest notifications, each leading to what it is about. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [unseen, open, toggle] = useUnit([$unseenNotifications, $bellOpen, bellToggled]);
  return (
    <div className={styles['bell']}>
      <button type="button" className={styles['button']} aria-expanded={open} aria-haspopup="dialog" aria-label={t('notifications.bellWithCount', { count: unseen })} onClick={() => toggle()} data-testid="notification-bell">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="20" height="20">
          <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        {unseen > 0 && (
          <span className={styles['badge']} data-testid="notification-badge">
            {unseen > 99 ? '99+' : unseen}
          </span>
        )}
      </button>
      {open && <Panel />}
    </div>
  );
}
