import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $pendingStep, $stepError, $stepPending, stepErrorDismissed, stepErrorKey, stepSubmitted, type OrderIntent } from '../../features/orders/actions/model.ts';
import styles from './Orders.module.scss';

/** Whether `intent` on `orderId` is the step in flight (its button says so). */
function useStepState(orderId: string, kind: OrderIntent['kind']): { readonly busy: boolean; readonly mine: boolean } {
  const [pending, step] = useUnit([$stepPending, $pendingStep]);
  return { busy: pending, mine: step !== null && step.orderId === orderId && step.intent.kind === kind };
}

/** One press = one step; disabled while any step is in flight, so a double click sends nothing twice. */
export function StepButton(props: {
  readonly orderId: string;
  readonly intent: OrderIntent;
  readonly label: string;
  readonly testId: string;
  readonly tone?: 'primary' | 'ghost' | 'danger';
}) {
  const { t } = useTranslation();
  const submit = useUnit(stepSubmitted);
  const { busy, mine } = useStepState(props.orderId, props.intent.kind);
  const tone = `button ${styles['step']} ${props.tone === 'ghost' ? 'button--ghost' : props.tone === 'danger' ? `button--ghost ${styles['danger']}` : ''}`;
  return (
    <button type="button" className={tone} disabled={busy} aria-busy={mine} onClick={() => submit({ orderId: props.orderId, intent: props.intent })} data-testid={props.testId}>
      {mine ? t('orderSteps.working') : props.label}
    </button>
  );
}

/** The submit button of a step's form. */
export function SubmitStep({ orderId, kind, label, testId, disabled }: { readonly orderId: string; readonly kind: OrderIntent['kind']; readonly label: string; readonly testId: string; readonly disabled?: boolean }) {
  const { t } = useTranslation();
  const { busy, mine } = useStepState(orderId, kind);
  return (
    <button type="submit" className={`button ${styles['step']}`} disabled={busy || disabled === true} aria-busy={mine} data-testid={testId}>
      {mine ? t('orderSteps.working') : label}
    </button>
  );
}

/** Why the last step on this order failed, in words, announced to screen readers. */
export function StepError({ orderId }: { readonly orderId: string }) {
  const { t } = useTranslation();
  const [error, dismiss] = useUnit([$stepError, stepErrorDismissed]);
  if (error === null || error.orderId !== orderId) return null;
  return (
    <div className={styles['error']} role="alert" data-testid="order-step-error" data-code={error.code}>
      <p>{t(stepErrorKey(error.code))}</p>
      <button type="button" className="button button--ghost" onClick={() => dismiss()}>
        {t('orderSteps.dismiss')}
      </button>
    </div>
  );
}
