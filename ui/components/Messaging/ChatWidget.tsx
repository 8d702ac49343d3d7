import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $contactRows, contactPicked } from '../../features/messaging/chat-widget-model.ts';
import { $showChatWidget, $showChatWindow, $windowConversationId, chatWidgetToggled, chatWindowClosed, contactListShown } from '../../features/messaging/chat-window-state.ts';
import { $unseenMessages } from '../../features/messaging/model.ts';
import { useModalFocus } from '../modal-focus.ts';
import styles from './ChatWidget.module.scss';
import { Thread } from './Thread.tsx';

const WINDOW_ID = 'chat-window';

/** The window's side list: contacts, who is online, unread counts and the last line. */
function ContactList() {
  const { t } = useTranslation();
  const [rows, openId, pick] = useUnit([$contactRows, $windowConversationId, contactPicked]);
  if (rows === null) return <p className={styles['note']}>…</p>;
  if (rows.length === 0) return <p className={styles['note']} data-testid="chat-no-contacts">{t('chat.noContacts')}</p>;
  return (
    <ul className={styles['contacts']} data-testid="chat-contacts">
      {rows.map((r) => (
        <li key={r.userId}>
          <button type="button" onClick={() => pick(r.userId)} aria-current={r.conversationId !== null && r.conversationId === openId ? 'true' : undefined} data-testid="chat-contact" data-unread={r.unread}>
            <span className={`${styles['dot']} ${r.online ? styles['online'] : ''}`} role="img" aria-label={r.online ? t('chat.online') : t('chat.offline')} />
            <strong>{r.name}</strong>
            {r.unread > 0 ? <span className={styles['unread']} aria-label={t('messaging.unread', { count: r.unread })}>{r.unread}</span> : <span />}
            <span className={styles['preview']}>{r.lastBody === null ? t('chat.startConversation') : `${r.lastMine ? `${t('messaging.you')}: ` : ''}${r.lastBody}`}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The chat window: contacts beside the open conversation, over the page (full screen on narrow screens). */
function ChatWindow() {
  const { t } = useTranslation();
  const [open, openId, close, back] = useUnit([$showChatWindow, $windowConversationId, chatWindowClosed, contactListShown]);
  const onClose = useCallback(() => close(), [close]);
  const { panel, onKeyDown } = useModalFocus(open, onClose);
  if (!open) return null;
  return (
    <div ref={panel} id={WINDOW_ID} className={styles['window']} role="dialog" aria-modal="true" aria-label={t('chat.title')} onKeyDown={onKeyDown} data-testid="chat-window" data-conversation={openId ?? ''}>
      <header className={styles['header']}>
        {openId !== null && (
          <button type="button" className={`button button--small button--ghost ${styles['back']}`} onClick={() => back()} data-testid="chat-back">
            {t('chat.contacts')}
          </button>
        )}
        <h2>{t('chat.title')}</h2>
        <a className={styles['inboxLink']} href="/dashboard/inbox">
          {t('chat.openInbox')}
        </a>
        <button type="button" className={styles['close']} onClick={onClose} aria-label={t('chat.close')} data-testid="chat-close">
          ×
        </button>
      </header>
      <div className={`${styles['body']} ${openId === null ? styles['listOnly'] : styles['withThread']}`}>
        <nav className={styles['side']} aria-label={t('chat.contacts')}>
          <ContactList />
        </nav>
        {openId === null ? <p className={`${styles['note']} ${styles['pick']}`}>{t('messaging.pick')}</p> : <Thread />}
      </div>
    </div>
  );
}

/** The floating chat button with the unread count, on every page for a signed-in user who may see it, and its window. */
export function ChatWidget() {
  const { t } = useTranslation();
  const [shown, open, unseen, toggle] = useUnit([$showChatWidget, $showChatWindow, $unseenMessages, chatWidgetToggled]);
  if (!shown) return null;
  return (
    <>
      <button
        type="button"
        className={styles['widget']}
        onClick={() => toggle()}
        aria-expanded={open}
        aria-controls={WINDOW_ID}
        aria-label={t('chat.widget', { count: unseen })}
        hidden={open}
        data-testid="chat-widget"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="26" height="26">
          <path d="M4 5h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        {unseen > 0 && (
          <span className={styles['badge']} data-testid="chat-widget-badge">
            {unseen > 99 ? '99+' : unseen}
          </span>
        )}
      </button>
      <ChatWindow />
    </>
  );
}
