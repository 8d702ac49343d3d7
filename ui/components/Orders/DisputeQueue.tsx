import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatMoney } from '../../../domain/index.ts';
import { $disputeQueue } from '../../features/orders/disputes/model.ts';
import { $now } from '../../features/orders/clock/model.ts';
import { Countdown, useCountdown } from './Deadlines.tsx';
import { ResolveForm } from './DisputePanel.tsx';
import { StepError } from './StepControls.tsx';
import styles from './Orders.module.scss';

/** The staff's queue: open disputes, soonest seller deadline first, each with its resolve form. */
export function DisputeQueue() {
  const { t } = useTranslation();
  const [queue, now] = useUnit([$disputeQueue, $now]);
  useCountdown();
  if (queue === null)
    return (
      <p className={styles['muted']} role="status">
        {t('dashboardCommon.loading')}
      </p>
    );
  if (queue.length === 0)
    return (
      <p className="panel" role="status" data-testid="dispute-queue-empty">
        {t('disputeQueue.empty')}
      </p>
    );
  return (
    <ol className={styles['deadlines']} aria-label={t('disputeQueue.title')} data-testid="dispute-queue">
      {queue.map((entry) => {
        return (
          <li key={entry.id} className={styles['queueRow']} data-testid="dispute-queue-row" data-order-id={entry.orderId}>
            <strong>
              <a href={`/dashboard/order/${encodeURIComponent(entry.orderId)}`}>{entry.title}</a>
            </strong>
            <span className={styles['muted']}>
              {t('disputeQueue.parties', { buyer: entry.buyerName, seller: entry.sellerName })} · {formatMoney(entry.total)} · {t(`orderSteps.reasons.${entry.reason}`)} ·{' '}
              {t('disputeQueue.messages', { n: entry.messages })}
            </span>
            <span>
              {entry.sellerAnswered ? (
                t('disputeQueue.answered')
              ) : (
                <>
                  {t('disputeQueue.answerDue')}{' '}
                  {entry.answerDueAt === null ? '—' : <Countdown at={entry.answerDueAt} now={now} />}
                </>
              )}
            </span>
            <StepError orderId={entry.orderId} />
            <ResolveForm orderId={entry.orderId} cap={entry.total} />
          </li>
        );
      })}
    </ol>
  );
}
