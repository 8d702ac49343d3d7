import { useUnit } from 'effector-react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { $attachments, $draft, $messages, $myId, $openConversation, $openConversationId, $sendFailed, $sending, draftTyped, sendClicked } from '../features/messaging/model.ts';
import { $counterpartTyping, $shownConversations } from '../features/messaging/controls-model.ts';
import { ConversationTools, InboxFilters, ReportButton, ReportDialog } from '../components/Messaging/ConversationTools.tsx';
import { AttachButton, Attachments, imageSrc } from '../components/Messaging/Attachments.tsx';
import { Image } from '../components/Image/Image.tsx';
import styles from '../components/Messaging/Messaging.module.scss';
import { Loading } from './OrdersPage.tsx';
import { OfferCards } from '../components/Deals/OfferCards.tsx';
import { SendOfferDialog } from '../components/Deals/SendOfferDialog.tsx';

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

function Thread() {
  const { t } = useTranslation();
  const [conversation, messages, me, draft, sending, failed, typed, send, typing] = useUnit([$openConversation, $messages, $myId, $draft, $sending, $sendFailed, draftTyped, sendClicked, $counterpartTyping]);
  const seenUpTo = conversation?.counterpartLastRead ?? 0;
  const lastSeen = [...messages].reverse().find((m) => m.senderId === me && m.seq <= seenUpTo)?.seq;
  const closed = conversation?.blocked === true;
  const hasImages = useUnit($attachments).length > 0;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    send();
  };
  // Enter sends, Shift+Enter breaks the line (as in every chat).
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      send();
    }
  };
  return (
    <section className={`panel ${styles['thread']}`} aria-label={conversation?.counterpartName ?? t('messaging.conversation')} data-testid="thread">
      <h2>{conversation === null ? t('messaging.conversation') : <a href={`/profile/${conversation.counterpartSlug}`}>{conversation.counterpartName}</a>}</h2>
      <ConversationTools />
      <ReportDialog />
      <SendOfferDialog />
      <OfferCards />
      <ol className={styles['messages']} aria-live="polite" data-testid="messages">
        {messages.map((m) => (
          <li key={m.id} className={`${styles['message']} ${m.senderId === me ? styles['mine'] : ''}`} data-testid="message" data-mine={m.senderId === me}>
            {m.body}
            {m.attachments.length > 0 && (
              <span className={styles['images']}>
                {m.attachments.map((key) => (
                  <a key={key} href={`/${imageSrc(key)}`} target="_blank" rel="noreferrer" data-testid="message-image">
                    <Image src={imageSrc(key)} alt={t('messaging.image')} width={160} height={120} fit="contain" />
                  </a>
                ))}
              </span>
            )}
            <time className={styles['time']} dateTime={m.createdAt}>
              {new Date(m.createdAt).toLocaleString()}
            </time>
            {m.seq === lastSeen && (
              <span className={styles['time']} data-testid="seen">
                {t('messaging.seen')}
              </span>
            )}
            {m.senderId !== me && <ReportButton seq={m.seq} />}
          </li>
        ))}
      </ol>
      {typing && (
        <p className={styles['time']} aria-live="polite" data-testid="typing">
          {t('messaging.typing', { name: conversation?.counterpartName ?? '' })}
        </p>
      )}
      {closed && <p role="status">{t('messaging.blockedNotice')}</p>}
      <Attachments />
      <form className={styles['composer']} onSubmit={onSubmit} hidden={closed}>
        <textarea aria-label={t('messaging.write')} placeholder={t('messaging.write')} value={draft} maxLength={2000} onChange={(e) => typed(e.target.value)} onKeyDown={onKey} data-testid="composer" />
        <AttachButton />
        <button type="submit" className="button" disabled={sending || (draft.trim() === '' && !hasImages)} data-testid="send">
          {t('messaging.send')}
        </button>
      </form>
      {failed !== null && (
        <p role="alert" data-testid="send-failed">
          {t('messaging.sendFailed')}
        </p>
      )}
    </section>
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
