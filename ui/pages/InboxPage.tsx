import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { $openConversationId } from '../features/messaging/model.ts';
import { $shownConversations } from '../features/messaging/controls-model.ts';
import { InboxFilters } from '../components/Messaging/ConversationTools.tsx';
import { Thread } from '../components/Messaging/Thread.tsx';
import styles from '../components/Messaging/Messaging.module.scss';
import { Loading } from './OrdersPage.tsx';

function ConversationList() {
  const { t } = useTranslation();
  const [list, openId] = useUnit([$shownConversations, $openConversationId]);
  if (list === null) return <Loading />;
  if (list.length === 0) return <p data-testid="inbox-empty">{t('messaging.empty')}</p>;
  return (
    <ul className={styles['list']} data-testid="conversation-list">
      {list.map((c) => (
        <li key={c.id}>
          <a href={`/dashboard/inbox?c=${encodeURIComponent(c.id)}`} aria-current={c.id === openId ? 'page' : undefined} data-testid="conversation" data-unread={c.unread}>
            <strong>{c.counterpartName}</strong>
            {c.unread > 0 ? <span className={styles['unread']} aria-label={t('messaging.unread', { count: c.unread })}>{c.unread}</span> : <span />}
            <span className={styles['preview']}>
              {c.lastMine ? `${t('messaging.you')}: ` : ''}
              {c.lastBody ?? ''}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** /dashboard/inbox: the user's conversations, newest first with unread counts, and the open one (`?c=`) live. */
export function InboxPage() {
  const { t } = useTranslation();
  const openId = useUnit($openConversationId);
  return (
    <main className="page" data-testid="inbox-page">
      <h1>{t('routes.dashboardInbox')}</h1>
      <div className={styles['inbox']}>
        <section className="panel" aria-label={t('messaging.conversations')}>
          <InboxFilters />
          <ConversationList />
        </section>
        {openId === null ? <p className="panel">{t('messaging.pick')}</p> : <Thread />}
      </div>
    </main>
  );
}
