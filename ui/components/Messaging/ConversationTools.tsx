import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import {
  $controlError,
  $reported,
  $reporting,
  $search,
  $showArchived,
  archiveToggled,
  archivedShown,
  blockToggled,
  muteToggled,
  reportClosed,
  reportOpened,
  reportReasonTyped,
  reportSent,
  searchTyped,
} from '../../features/messaging/controls-model.ts';
import { $openConversation } from '../../features/messaging/model.ts';
import styles from './Messaging.module.scss';

/** The inbox's search box and its Inbox / Archived switch. */
export function InboxFilters() {
  const { t } = useTranslation();
  const [q, archived, type, show] = useUnit([$search, $showArchived, searchTyped, archivedShown]);
  return (
    <div className={styles['filters']}>
      <input type="search" value={q} placeholder={t('messaging.search')} aria-label={t('messaging.search')} onChange={(e) => type(e.target.value)} data-testid="inbox-search" />
      <div role="group" aria-label={t('messaging.conversations')}>
        <button type="button" className="button button--small button--ghost" aria-pressed={!archived} onClick={() => show(false)}>
          {t('messaging.inbox')}
        </button>
        <button type="button" className="button button--small button--ghost" aria-pressed={archived} onClick={() => show(true)} data-testid="show-archived">
          {t('messaging.archived')}
        </button>
      </div>
    </div>
  );
}

/** Mute, block and archive for the open conversation, each a toggle that says what it will do. */
export function ConversationTools() {
  const { t } = useTranslation();
  const [c, error, mute, block, archive] = useUnit([$openConversation, $controlError, muteToggled, blockToggled, archiveToggled]);
  if (c === null) return null;
  return (
    <div className={styles['tools']}>
      <button type="button" className="button button--small button--ghost" onClick={() => mute()} aria-pressed={c.muted} data-testid="mute-toggle">
        {c.muted ? t('messaging.unmute') : t('messaging.mute')}
      </button>
      <button type="button" className="button button--small button--ghost" onClick={() => block()} aria-pressed={c.blocked} data-testid="block-toggle">
        {c.blocked ? t('messaging.unblock') : t('messaging.block')}
      </button>
      <button type="button" className="button button--small button--ghost" onClick={() => archive()} aria-pressed={c.archived} data-testid="archive-toggle">
        {c.archived ? t('messaging.unarchive') : t('messaging.archive')}
      </button>
      {error !== null && <span role="alert">{t('messaging.actionFailed')}</span>}
    </div>
  );
}

/** Report one of the other party's messages to staff (once). */
export function ReportButton({ seq }: { readonly seq: number }) {
  const { t } = useTranslation();
  const [reported, open] = useUnit([$reported, reportOpened]);
  if (reported.includes(seq)) return <span className={styles['time']}>{t('messaging.reported')}</span>;
  return (
    <button type="button" className={styles['report']} onClick={() => open(seq)} data-testid="report-message">
      {t('messaging.report')}
    </button>
  );
}

/** The reason for a report, sent to staff with the message. */
export function ReportDialog() {
  const { t } = useTranslation();
  const [reporting, type, send, close] = useUnit([$reporting, reportReasonTyped, reportSent, reportClosed]);
  if (reporting === null) return null;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    send();
  };
  return (
    <form className={styles['reportDialog']} role="dialog" aria-label={t('messaging.reportTitle')} onSubmit={onSubmit} onKeyDown={(e) => e.key === 'Escape' && close()} data-testid="report-dialog">
      <label>
        {t('messaging.reportTitle')}
        <textarea value={reporting.reason} maxLength={500} rows={2} onChange={(e) => type(e.target.value)} data-testid="report-reason" />
      </label>
      <div className={styles['tools']}>
        <button type="submit" className="button button--small" disabled={reporting.reason.trim().length < 3} data-testid="report-send">
          {t('messaging.reportSend')}
        </button>
        <button type="button" className="button button--small button--ghost" onClick={() => close()}>
          {t('deals.cancel')}
        </button>
      </div>
    </form>
  );
}
