import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $disputeBadge, $disputeBadgeIsQueue } from '../../features/orders/dispute-count/model.ts';
import styles from '../Messaging/Messaging.module.scss';

/** The header's way to the orders, with the dispute count as a badge: the user's open disputes, or the open queue for dispute staff. */
export function OrdersLink() {
  const { t } = useTranslation();
  const [count, queue] = useUnit([$disputeBadge, $disputeBadgeIsQueue]);
  return (
    <a className={styles['inboxLink']} href="/dashboard/orders" aria-label={t(queue ? 'orders.linkWithQueue' : 'orders.linkWithDisputes', { count })} data-testid="orders-link">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="20" height="20">
        <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      {count > 0 && (
        <span className={styles['badge']} data-testid="orders-dispute-badge" data-count={count}>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </a>
  );
}
