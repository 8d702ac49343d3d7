import { useUnit } from 'effector-react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { DateTime } from '../DateTime.tsx';
import { $attachments, $draft, $messages, $myId, $openConversation, $sendFailed, $sending, draftTyped, sendClicked } from '../../features/messaging/model.ts';
import { $counterpartTyping } from '../../features/messaging/controls-model.ts';
import { ConversationTools, ReportButton, ReportDialog } from './ConversationTools.tsx';
import { AttachButton, Attachments, imageSrc } from './Attachments.tsx';
import { Image } from '../Image/Image.tsx';
import styles from './Messaging.module.scss';
import { OfferCards } from '../Deals/OfferCards.tsx';
import { SendOfferDialog } from '../Deals/SendOfferDialog.tsx';

/**
 * The open conversation: its messages live, "Seen" and "typing…", the tools,
 * offers and the composer. Shared by the inbox page and the chat window.
 */
export function Thread() {
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
          <li key={m.id} className={`${styles['message']} ${m.senderId === me ? styles['mine'] : ''} ${m.kind === 'system' ? styles['system'] : ''}`} data-testid="message" data-mine={m.senderId === me} data-kind={m.kind}>
            {/* An order event's body is its kind: shown in words, as on the order's timeline. */}
            {m.kind === 'system' ? t(`orderPage.event.${m.body}`, { defaultValue: t('orderPage.event.other') }) : m.body}
            {m.attachments.length > 0 && (
              <span className={styles['images']}>
                {m.attachments.map((key) => (
                  <a key={key} href={`/${imageSrc(key)}`} target="_blank" rel="noreferrer" data-testid="message-image">
                    <Image src={imageSrc(key)} alt={t('messaging.image')} width={160} height={120} fit="contain" />
                  </a>
                ))}
              </span>
            )}
            <DateTime className={styles['time']} at={m.createdAt} />
            {m.seq === lastSeen && (
              <span className={styles['time']} data-testid="seen">
                {t('messaging.seen')}
              </span>
            )}
            {m.senderId !== me && m.kind !== 'system' && <ReportButton seq={m.seq} />}
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
