import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useViewerTime } from '../components/DateTime.tsx';
import { SUPPORT_TICKET_STATES } from '../../domain/index.ts';
import {
  $openedTicket,
  $ticketBusy,
  $tickets,
  $ticketsError,
  $ticketReply,
  $ticketState,
  ticketOpened,
  ticketReplyChanged,
  ticketReplySent,
  ticketStateChosen,
} from '../features/staff/support-model.ts';
import { Loading } from './OrdersPage.tsx';
import styles from './Money.module.scss';

/** /dashboard/staff/support: the support desk — tickets by state, a reply e-mailed to the visitor, close. */
export function StaffSupportPage() {
  const { t } = useTranslation();
  const time = useViewerTime();
  const [state, tickets, opened, reply, busy, error] = useUnit([$ticketState, $tickets, $openedTicket, $ticketReply, $ticketBusy, $ticketsError]);
  const [choose, open, replyChanged, send] = useUnit([ticketStateChosen, ticketOpened, ticketReplyChanged, ticketReplySent]);
  return (
    <main className={`page ${styles['page']}`} data-testid="staff-support-page">
      <h1>{t('routes.dashboardStaffSupport')}</h1>
      <nav className={styles['row']} aria-label={t('staffSupport.states')}>
        {SUPPORT_TICKET_STATES.map((s) => (
          <button key={s} type="button" className="link" aria-pressed={s === state} onClick={() => choose(s)}>
            {t(`staffSupport.state.${s}`)}
          </button>
        ))}
      </nav>
      {error !== null && <p role="alert">{error === 'FORBIDDEN' ? t('staffUsers.forbidden') : t('staffUsers.failed', { code: error })}</p>}
      {tickets === null && error === null && <Loading />}
      {tickets !== null && tickets.length === 0 && <p>{t('staffSupport.none')}</p>}
      {tickets !== null && tickets.length > 0 && (
        <ul className={styles['list']}>
          {tickets.map((ticket) => (
            <li key={ticket.id} className={styles['row']} data-testid="staff-ticket" data-ticket-id={ticket.id} data-state={ticket.state}>
              <button type="button" className="link" aria-expanded={opened?.id === ticket.id} onClick={() => open(ticket.id)}>
                {ticket.subject}
              </button>
              <span>{t(`support.topics.${ticket.topic}`, { defaultValue: ticket.topic })}</span>
              <span>{ticket.email}</span>
              <span>{time(ticket.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
      {opened !== null && (
        <section className="panel" data-testid="staff-ticket-detail">
          <h2>{opened.subject}</h2>
          <p>
            {opened.name} · {opened.email} · {opened.language}
            {opened.orderId !== null && <> · {t('staffSupport.order', { id: opened.orderId })}</>}
            {opened.url !== null && <> · {opened.url}</>}
          </p>
          <blockquote style={{ whiteSpace: 'pre-wrap' }}>{opened.message}</blockquote>
          {opened.replies.map((r, i) => (
            <article key={i} data-testid="staff-ticket-reply">
              <p>
                <strong>{r.staffName ?? r.staffId}</strong> · {time(r.at)}
              </p>
              <p style={{ whiteSpace: 'pre-wrap' }}>{r.body}</p>
            </article>
          ))}
          <label>
            {t('staffSupport.reply')}
            <textarea value={reply} rows={5} maxLength={5000} onChange={(e) => replyChanged(e.target.value)} data-testid="staff-ticket-reply-input" />
          </label>
          <div className={styles['row']}>
            <button type="button" className="button" disabled={busy || reply.trim() === ''} onClick={() => send({ close: false })} data-testid="staff-ticket-send">
              {t('staffSupport.send')}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => send({ close: true })} data-testid="staff-ticket-close">
              {reply.trim() === '' ? t('staffSupport.close') : t('staffSupport.sendAndClose')}
            </button>
          </div>
        </section>
      )}
    </main>
  );
}
