import { useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { OrderWithId } from '../../../contracts/orders/index.ts';
import { formatMoney } from '../../../domain/index.ts';
import { stepSubmitted } from '../../features/orders/actions/model.ts';
import { amountToMinor } from '../../features/orders/disputes/amount.ts';
import { $auditLog, $auditLogError, $staffOrderActions } from '../../features/orders/staff/model.ts';
import { auditActionLabel, auditTime } from '../Staff/audit-labels.ts';
import { SubmitStep, StepError } from './StepControls.tsx';
import styles from './Orders.module.scss';

/** Refund in full or in part (at most the line: the rest goes to the seller), always with a reason for the audit log. */
function RefundForm({ order }: { readonly order: OrderWithId }) {
  const { t } = useTranslation();
  const submit = useUnit(stepSubmitted);
  const [partial, setPartial] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const minor = amountToMinor(amount, order.lineTotal.currency);
  const amountOk = !partial || (minor !== null && minor <= order.lineTotal.minor);
  const ready = amountOk && reason.trim() !== '';
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (ready) submit({ orderId: order.id, intent: { kind: 'refund', reason: reason.trim(), ...(partial && minor !== null ? { amountMinor: minor } : {}) } });
  };
  return (
    <form className={styles['form']} onSubmit={onSubmit} data-testid="staff-refund-form">
      <h3>{t('staffOrders.refundTitle')}</h3>
      <fieldset className={styles['choices']}>
        <legend>{t('staffOrders.refundHow')}</legend>
        <label>
          <input type="radio" name={`refund-${order.id}`} checked={!partial} onChange={() => setPartial(false)} data-testid="staff-refund-full" />
          {t('staffOrders.refundFull', { total: formatMoney(order.total) })}
        </label>
        <label>
          <input type="radio" name={`refund-${order.id}`} checked={partial} onChange={() => setPartial(true)} data-testid="staff-refund-partial" />
          {t('staffOrders.refundPartial')}
        </label>
      </fieldset>
      {partial && (
        <label>
          {t('orderSteps.amount', { currency: order.lineTotal.currency })}
          <input inputMode="decimal" required value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={amount !== '' && !amountOk} data-testid="staff-refund-amount" />
          <span className={styles['muted']}>{t('orderSteps.amountCap', { cap: formatMoney(order.lineTotal) })}</span>
        </label>
      )}
      <label>
        {t('staffOrders.reason')}
        <textarea required maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="staff-refund-reason" />
      </label>
      <SubmitStep orderId={order.id} kind="refund" label={t('staffOrders.refund')} testId="staff-refund-submit" disabled={!ready} />
    </form>
  );
}

/** Complete the order as if the buyer confirmed (the seller is paid), with a reason for the audit log. */
function ForceCompleteForm({ order }: { readonly order: OrderWithId }) {
  const { t } = useTranslation();
  const submit = useUnit(stepSubmitted);
  const [reason, setReason] = useState('');
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (reason.trim() !== '') submit({ orderId: order.id, intent: { kind: 'forceComplete', reason: reason.trim() } });
  };
  return (
    <form className={styles['form']} onSubmit={onSubmit} data-testid="staff-complete-form">
      <h3>{t('staffOrders.completeTitle')}</h3>
      <label>
        {t('staffOrders.reason')}
        <textarea required maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="staff-complete-reason" />
      </label>
      <SubmitStep orderId={order.id} kind="forceComplete" label={t('staffOrders.complete')} testId="staff-complete-submit" disabled={reason.trim() === ''} />
    </form>
  );
}

/** What staff did to the order: who, when, what and why, oldest first. */
function AuditLog() {
  const { t } = useTranslation();
  const [entries, error] = useUnit([$auditLog, $auditLogError]);
  return (
    <section className={styles['panel']} aria-labelledby="staff-audit-title" data-testid="staff-audit-log">
      <h3 id="staff-audit-title">{t('staffOrders.auditTitle')}</h3>
      {error !== null && <p role="alert">{t('staffOrders.auditFailed')}</p>}
      {entries === null && error === null && <p className={styles['muted']}>{t('dashboardCommon.loading')}</p>}
      {entries !== null && entries.length === 0 && <p className={styles['muted']}>{t('staffOrders.auditEmpty')}</p>}
      {entries !== null && entries.length > 0 && (
        <ol className={styles['timeline']}>
          {entries.map((e) => (
            <li key={e.id} className={styles['event']} data-testid="staff-audit-entry" data-action={e.action}>
              <strong>
                {e.staffName} · {auditActionLabel(t, e.action)}
              </strong>
              <time dateTime={e.at} className={styles['muted']}>
                {auditTime(e.at)}
              </time>
              <span className={styles['note']}>{e.reason}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The picked order's tools: the actions the member's roles allow in its state, and its audit log. */
export function StaffOrderPanel({ order }: { readonly order: OrderWithId }) {
  const { t } = useTranslation();
  const actions = useUnit($staffOrderActions);
  return (
    <section className={styles['panel']} aria-label={order.title} data-testid="staff-order-panel" data-order-id={order.id} data-state={order.state}>
      <h2>
        <a href={`/dashboard/order/${encodeURIComponent(order.id)}`}>{order.title}</a>
      </h2>
      <StepError orderId={order.id} />
      {!actions.refund && !actions.forceComplete && <p className={styles['muted']}>{t('staffOrders.noActions')}</p>}
      {actions.refund && <RefundForm key={`refund-${order.state}`} order={order} />}
      {actions.forceComplete && <ForceCompleteForm key={`complete-${order.state}`} order={order} />}
      <AuditLog />
    </section>
  );
}
