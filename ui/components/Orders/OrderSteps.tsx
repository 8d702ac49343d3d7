import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RefundDestination } from '../../../contracts/orders/index.ts';
import type { OrderDetailRecord } from '../../features/orders/detail/model.ts';
import { ResolveForm } from './DisputePanel.tsx';
import { StepButton, StepError } from './StepControls.tsx';
import { DeliverForm, OpenDisputeForm, RateForm } from './StepForms.tsx';
import { RefundChoice } from './RefundChoice.tsx';
import styles from './Orders.module.scss';

/** The steps the server allows this reader now, and only those; the answers show up through the live order. */
export function OrderSteps({ order }: { readonly order: OrderDetailRecord }) {
  const { t } = useTranslation();
  const can = new Set<string>(order.actions);
  const id = order.id;
  // Where a refund would go: asked once, beside the buttons that may lead to one, only when a card paid.
  const [refundTo, setRefundTo] = useState<RefundDestination>('CREDITS');
  const choosing = order.paidByCard && (can.has('cancel') || can.has('requestCancel') || can.has('openDispute'));
  const buttons = [
    can.has('start') && <StepButton key="start" orderId={id} intent={{ kind: 'start' }} label={t('orderSteps.start')} testId="step-start" />,
    can.has('confirm') && <StepButton key="confirm" orderId={id} intent={{ kind: 'confirm' }} label={t('orderSteps.confirm')} testId="step-confirm" />,
    can.has('answerCancel') && <StepButton key="accept" orderId={id} intent={{ kind: 'answerCancel', accept: true }} label={t('orderSteps.acceptCancel')} testId="step-accept-cancel" />,
    can.has('answerCancel') && (
      <StepButton key="decline" orderId={id} intent={{ kind: 'answerCancel', accept: false }} label={t('orderSteps.declineCancel')} testId="step-decline-cancel" tone="ghost" />
    ),
    can.has('cancel') && (
      <StepButton key="cancel" orderId={id} intent={{ kind: 'cancel', refundTo }} label={order.state === 'late' ? t('orderSteps.cancelLate') : t('orderSteps.cancel')} testId="step-cancel" tone="danger" />
    ),
    can.has('requestCancel') && <StepButton key="request" orderId={id} intent={{ kind: 'requestCancel', refundTo }} label={t('orderSteps.requestCancel')} testId="step-request-cancel" tone="ghost" />,
  ].filter(Boolean);
  const forms = can.has('deliver') || can.has('openDispute') || can.has('rate') || can.has('resolveDispute');
  return (
    <section className={styles['panel']} aria-labelledby="order-steps-title" data-testid="order-steps">
      <h2 id="order-steps-title">{t('orderPage.actions')}</h2>
      <StepError orderId={id} />
      {buttons.length === 0 && !forms && <p className={styles['muted']}>{t('orderPage.noActions')}</p>}
      {choosing && <RefundChoice value={refundTo} onChange={setRefundTo} />}
      {buttons.length > 0 && <div className={styles['buttons']}>{buttons}</div>}
      {can.has('deliver') && <DeliverForm orderId={id} />}
      {can.has('rate') && <RateForm orderId={id} />}
      {can.has('resolveDispute') && <ResolveForm orderId={id} cap={order.lineTotal} />}
      {can.has('openDispute') && (
        <details data-testid="open-dispute">
          <summary>{t('orderSteps.openDispute')}</summary>
          <OpenDisputeForm orderId={id} refundTo={refundTo} />
        </details>
      )}
    </section>
  );
}
