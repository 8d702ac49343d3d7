import { useId, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { DateTime } from '../DateTime.tsx';
import { DISPUTE_OUTCOMES, type DisputeView } from '../../../contracts/orders/index.ts';
import { formatMoney, type Money } from '../../../domain/index.ts';
import { stepSubmitted } from '../../features/orders/actions/model.ts';
import { amountToMinor } from '../../features/orders/disputes/amount.ts';
import { AnswerDisputeForm } from './StepForms.tsx';
import { SubmitStep } from './StepControls.tsx';
import styles from './Orders.module.scss';

/** Staff's decision: complete (the seller is paid), refund, or refund part of the line (`cap`, the most a partial refund may give back). */
export function ResolveForm({ orderId, cap }: { readonly orderId: string; readonly cap: Money }) {
  const { t } = useTranslation();
  const id = useId();
  const submit = useUnit(stepSubmitted);
  const [outcome, setOutcome] = useState<(typeof DISPUTE_OUTCOMES)[number]>('COMPLETE');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const minor = amountToMinor(amount, cap.currency);
  const amountOk = outcome !== 'PARTIAL_REFUND' || (minor !== null && minor <= cap.minor);
  const ready = amountOk && note.trim() !== '';
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    submit({ orderId, intent: { kind: 'resolveDispute', outcome, note: note.trim(), ...(outcome === 'PARTIAL_REFUND' && minor !== null ? { amountMinor: minor } : {}) } });
  };
  return (
    <form className={styles['form']} onSubmit={onSubmit} data-testid="resolve-form" data-order-id={orderId}>
      <fieldset className={styles['choices']}>
        <legend>{t('orderSteps.outcome')}</legend>
        {DISPUTE_OUTCOMES.map((o) => (
          <label key={o}>
            <input type="radio" name={`${id}-outcome`} value={o} checked={outcome === o} onChange={() => setOutcome(o)} data-testid={`resolve-${o}`} />
            {t(`orderSteps.outcomes.${o}`)}
          </label>
        ))}
      </fieldset>
      {outcome === 'PARTIAL_REFUND' && (
        <label>
          {t('orderSteps.amount', { currency: cap.currency })}
          <input
            inputMode="decimal"
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={amount !== '' && !amountOk}
            aria-describedby={`${id}-paid`}
            data-testid="resolve-amount"
          />
          <span id={`${id}-paid`} className={styles['muted']}>
            {t('orderSteps.amountCap', { cap: formatMoney(cap) })}
          </span>
        </label>
      )}
      <label>
        {t('orderSteps.resolveNote')}
        <textarea required maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} data-testid="resolve-note" />
      </label>
      <SubmitStep orderId={orderId} kind="resolveDispute" label={t('orderSteps.resolve')} testId="resolve-submit" disabled={!ready} />
    </form>
  );
}

/** The dispute: why it was opened, its thread between buyer, seller and staff, how it ended, and the reply box when the reader may answer. */
export function DisputePanel({ orderId, dispute, canAnswer }: { readonly orderId: string; readonly dispute: DisputeView; readonly canAnswer: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={styles['panel']} aria-labelledby="order-dispute-title" data-testid="order-dispute">
      <h2 id="order-dispute-title">
        {t('orderPage.disputeTitle')}
        {dispute.warrantyClaim && <span className={styles['muted']}> · {t('orderPage.warrantyClaim')}</span>}
      </h2>
      <p>{t('orderPage.disputeReason', { reason: t(`orderSteps.reasons.${dispute.reason}`) })}</p>
      {dispute.outcome !== null && (
        <p role="status" data-testid="dispute-outcome" data-outcome={dispute.outcome}>
          {t(`orderPage.disputeOutcome.${dispute.outcome}`)}
        </p>
      )}
      {dispute.messages.length === 0 ? (
        <p className={styles['muted']}>{t('orderPage.disputeEmpty')}</p>
      ) : (
        <ol className={styles['thread']} aria-live="polite">
          {dispute.messages.map((m) => (
            <li key={m.id} className={styles['event']} data-testid="dispute-message" data-by={m.by}>
              <strong>
                {m.authorName} · {t(`orderPage.by.${m.by}`)}
              </strong>
              <DateTime at={m.at} className={styles['muted']} />
              <span className={styles['note']}>{m.body}</span>
            </li>
          ))}
        </ol>
      )}
      {canAnswer && <AnswerDisputeForm orderId={orderId} />}
    </section>
  );
}
