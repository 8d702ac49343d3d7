import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $unseenMessages } from '../../features/messaging/model.ts';
import styles from './Messaging.module.scss';

/** The header's way to the inbox, with the number of unread messages (live). */
export function InboxLink() {
  const { t } = useTranslation();
  const unseen = useUnit($unseenMessages);
  return (
    <a className={styles['inboxLink']} href="/dashboard/inbox" aria-label={t('messaging.inboxWithCount', { count: unseen })} data-testid="inbox-link">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="20" height="20">
        <path d="M4 5h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      {unseen > 0 && (
        <span className={styles['badge']} data-testid="inbox-badge">
          {unseen > 99 ? '99+' : unseen}
        </span>
      )}
    </a>
  );
}
