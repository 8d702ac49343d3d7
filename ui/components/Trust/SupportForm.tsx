import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { SUPPORT_TOPICS, type SupportTopic } from '../../../domain/index.ts';
import { $ticketError, $ticketForm, $ticketSending, $ticketSentId, ticketFieldChanged, ticketSubmitted, type TicketField } from '../../features/content/support/model.ts';
import styles from './Trust.module.scss';

/**
 * The ticket form: the contact form of /support (the visitor picks a topic)
 * or the takedown form of /legal/dmca-notice (`topic` fixed to dmca, with the
 * infringing page's URL). The refused field is named under the form.
 */
export function SupportForm({ topic }: { readonly topic?: SupportTopic }) {
  const { t } = useTranslation();
  const [form, error, sending, sentId, changed, submitted] = useUnit([$ticketForm, $ticketError, $ticketSending, $ticketSentId, ticketFieldChanged, ticketSubmitted]);
  const field = (name: TicketField, options: { readonly multiline?: boolean; readonly type?: string; readonly required?: boolean } = {}) => (
    <label>
      <span>{t(`support.form.${name}`)}</span>
      {options.multiline === true ? (
        <textarea name={name} rows={7} value={form[name]} required={options.required} aria-invalid={error?.field === name} onChange={(e) => changed({ field: name, value: e.target.value })} />
      ) : (
        <input name={name} type={options.type ?? 'text'} value={form[name]} required={options.required} aria-invalid={error?.field === name} onChange={(e) => changed({ field: name, value: e.target.value })} />
      )}
    </label>
  );
  if (sentId !== null) {
    return (
      <p className="panel" role="status" data-testid="ticket-sent">
        {t('support.form.sent', { id: sentId })}
      </p>
    );
  }
  return (
    <form
      className={styles['form']}
      data-testid="support-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submitted(topic === undefined ? {} : { topic });
      }}
    >
      {topic === undefined && (
        <label>
          <span>{t('support.form.topic')}</span>
          <select name="topic" value={form.topic} onChange={(e) => changed({ field: 'topic', value: e.target.value })}>
            {SUPPORT_TOPICS.map((value) => (
              <option key={value} value={value}>
                {t(`support.topics.${value}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {field('name')}
      {field('email', { type: 'email', required: true })}
      {field('subject', { required: true })}
      {topic === 'dmca' ? field('url', { type: 'url' }) : field('orderId')}
      {field('message', { multiline: true, required: true })}
      {error !== null && (
        <p className={styles['error']} role="alert">
          {error.field in form ? `${t(`support.form.${error.field}`)}: ${error.message}` : t('support.form.error')}
        </p>
      )}
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('support.form.sending') : t('support.form.send')}
      </button>
    </form>
  );
}
