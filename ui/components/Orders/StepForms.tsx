import { useUnit } from 'effector-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { DISPUTE_REASONS, type DisputeReason, type RefundDestination } from '../../../contracts/orders/index.ts';
import { $lastDoneStep, stepSubmitted, type OrderIntent } from '../../features/orders/actions/model.ts';
import type { DeliveryDraft } from '../../features/orders/actions/intents.ts';
import { SubmitStep } from './StepControls.tsx';
import styles from './Orders.module.scss';

/*
 * The steps that carry words or numbers: deliver, open and answer a dispute,
 * rate, post boost progress. A draft lives in the form until its step
 * succeeds; a failed step keeps it for another try.
 */

/** Sends `intent()` on submit; clears the draft (`reset`) once this form's step is done. */
function useStepForm(orderId: string, kind: OrderIntent['kind'], reset: () => void) {
  const [submit, done] = useUnit([stepSubmitted, $lastDoneStep]);
  // Only a newly done step resets the draft (the reset function itself changes every render).
  useEffect(() => {
    if (done !== null && done.orderId === orderId && done.intent.kind === kind) reset();
  }, [done]);
  return (intent: OrderIntent) => (event: React.FormEvent) => {
    event.preventDefault();
    submit({ orderId, intent });
  };
}

export function DeliverForm({ orderId }: { readonly orderId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<DeliveryDraft['kind']>('text');
  const [text, setText] = useState('');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [extra, setExtra] = useState('');
  const onSubmit = useStepForm(orderId, 'deliver', () => [setText, setLogin, setPassword, setExtra].forEach((set) => set('')));
  const delivery: DeliveryDraft = kind === 'text' ? { kind, text: text.trim() } : { kind, login: login.trim(), password, extra: extra.trim() };
  const complete = delivery.kind === 'text' ? delivery.text !== '' : delivery.login !== '' && delivery.password !== '';
  return (
    <form className={styles['form']} onSubmit={onSubmit({ kind: 'deliver', delivery })} data-testid="deliver-form">
      <fieldset className={styles['choices']}>
        <legend>{t('orderSteps.deliveryKind')}</legend>
        {(['text', 'credentials'] as const).map((k) => (
          <label key={k}>
            <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} data-testid={`deliver-kind-${k}`} />
            {t(k === 'text' ? 'orderSteps.kindText' : 'orderSteps.kindCredentials')}
          </label>
        ))}
      </fieldset>
      {kind === 'text' ? (
        <label>
          {t('orderSteps.text')}
          <textarea required maxLength={5000} value={text} onChange={(e) => setText(e.target.value)} data-testid="deliver-text" />
        </label>
      ) : (
        <>
          <label>
            {t('orderSteps.login')}
            <input required autoComplete="off" maxLength={200} value={login} onChange={(e) => setLogin(e.target.value)} data-testid="deliver-login" />
          </label>
          <label>
            {t('orderSteps.password')}
            <input required type="password" autoComplete="new-password" maxLength={200} value={password} onChange={(e) => setPassword(e.target.value)} data-testid="deliver-password" />
          </label>
          <label>
            {t('orderSteps.extra')}
            <textarea maxLength={2000} value={extra} onChange={(e) => setExtra(e.target.value)} data-testid="deliver-extra" />
          </label>
        </>
      )}
      <SubmitStep orderId={orderId} kind="deliver" label={t('orderSteps.deliver')} testId="deliver-submit" disabled={!complete} />
    </form>
  );
}

export function OpenDisputeForm({ orderId, refundTo }: { readonly orderId: string; readonly refundTo: RefundDestination }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<DisputeReason>(DISPUTE_REASONS[0]);
  const [message, setMessage] = useState('');
  const onSubmit = useStepForm(orderId, 'openDispute', () => setMessage(''));
  return (
    <form className={styles['form']} onSubmit={onSubmit({ kind: 'openDispute', reason, message: message.trim(), refundTo })} data-testid="dispute-form">
      <label>
        {t('orderSteps.reason')}
        <select value={reason} onChange={(e) => setReason(e.target.value as DisputeReason)} data-testid="dispute-reason">
          {DISPUTE_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`orderSteps.reasons.${r}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('orderSteps.message')}
        <textarea required maxLength={4000} value={message} onChange={(e) => setMessage(e.target.value)} data-testid="dispute-message" />
      </label>
      <SubmitStep orderId={orderId} kind="openDispute" label={t('orderSteps.openDispute')} testId="dispute-submit" disabled={message.trim() === ''} />
    </form>
  );
}

export function AnswerDisputeForm({ orderId }: { readonly orderId: string }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const onSubmit = useStepForm(orderId, 'answerDispute', () => setMessage(''));
  return (
    <form className={styles['form']} onSubmit={onSubmit({ kind: 'answerDispute', message: message.trim() })} data-testid="dispute-answer-form">
      <label>
        {t('orderSteps.disputeMessage')}
        <textarea required maxLength={4000} value={message} onChange={(e) => setMessage(e.target.value)} data-testid="dispute-answer" />
      </label>
      <SubmitStep orderId={orderId} kind="answerDispute" label={t('orderSteps.answerDispute')} testId="dispute-answer-submit" disabled={message.trim() === ''} />
    </form>
  );
}

export function RateForm({ orderId }: { readonly orderId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const onSubmit = useStepForm(orderId, 'rate', () => setComment(''));
  return (
    <form className={styles['form']} onSubmit={onSubmit({ kind: 'rate', stars, comment: comment.trim() })} data-testid="rate-form">
      <fieldset className={styles['choices']}>
        <legend>{t('orderSteps.starsLabel')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} title={t('orderPage.stars', { n })}>
            <input type="radio" name={`${id}-stars`} value={n} checked={stars === n} onChange={() => setStars(n)} aria-label={t('orderPage.stars', { n })} data-testid={`rate-star-${n}`} />
            <span aria-hidden="true">{'★'.repeat(n)}</span>
          </label>
        ))}
      </fieldset>
      <label>
        {t('orderSteps.comment')}
        <textarea maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} data-testid="rate-comment" />
      </label>
      <SubmitStep orderId={orderId} kind="rate" label={t('orderSteps.rate')} testId="rate-submit" disabled={stars === 0} />
    </form>
  );
}

export function ProgressForm({ orderId }: { readonly orderId: string }) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState('');
  const [rank, setRank] = useState('');
  const [note, setNote] = useState('');
  const onSubmit = useStepForm(orderId, 'postProgress', () => [setPercent, setRank, setNote].forEach((set) => set('')));
  const value = percent === '' ? null : Math.min(100, Math.max(0, Math.round(Number(percent))));
  const empty = value === null && rank.trim() === '' && note.trim() === '';
  return (
    <form className={styles['form']} onSubmit={onSubmit({ kind: 'postProgress', percent: value, rank: rank.trim(), note: note.trim() })} data-testid="progress-form">
      <label>
        {t('orderSteps.progressPercent')}
        <input type="number" inputMode="numeric" min={0} max={100} step={1} value={percent} onChange={(e) => setPercent(e.target.value)} data-testid="progress-percent" />
      </label>
      <label>
        {t('orderSteps.progressRank')}
        <input maxLength={100} value={rank} onChange={(e) => setRank(e.target.value)} data-testid="progress-rank" />
      </label>
      <label>
        {t('orderSteps.progressNote')}
        <input maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} data-testid="progress-note" />
      </label>
      <SubmitStep orderId={orderId} kind="postProgress" label={t('orderSteps.postProgress')} testId="progress-submit" disabled={empty} />
    </form>
  );
}
