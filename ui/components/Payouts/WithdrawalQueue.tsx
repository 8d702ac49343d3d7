import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { WithdrawalView } from '../../../contracts/payouts/index.ts';
import { formatMoney, mustMoney, USD } from '../../../domain/index.ts';
import { $busy, $queue, staffStepClicked } from '../../features/payouts/model.ts';
import styles from '../../pages/Money.module.scss';

const usd = (minor: number) => formatMoney(mustMoney(minor, USD));

/** One waiting withdrawal with the disburser's next steps: approve or reject it, then record it paid (with the reference) or failed. */
function QueueRow({ w }: { readonly w: WithdrawalView }) {
  const { t } = useTranslation();
  const [busy, step] = useUnit([$busy, staffStepClicked]);
  const [text, setText] = useState('');
  const ready = text.trim().length >= 3;
  return (
    <li className={styles['row']} data-testid="queue-row" data-state={w.state} data-id={w.id}>
      <span className={styles['title']}>
        {t(`withdrawals.methods.${w.method}`, { defaultValue: w.method })} · {usd(w.netMinor)} <span className={styles['muted']}>({t('withdrawals.feeOf', { fee: usd(w.feeMinor) })}) · {w.details}</span>
      </span>
      <span className={styles['muted']}>{t(`withdrawals.states.${w.state}`)}</span>
      <input aria-label={w.state === 'requested' ? t('withdrawals.reason') : t('withdrawals.referenceOrReason')} value={text} onChange={(e) => setText(e.target.value)} data-testid="queue-text" />
      <span className={styles['actions']}>
        {w.state === 'requested' ? (
          <>
            <button type="button" className="button button--small" disabled={busy} onClick={() => step({ type: 'approve', withdrawalId: w.id })} data-testid="queue-approve">
              {t('withdrawals.approve')}
            </button>
            <button type="button" className="button button--ghost button--small" disabled={busy || !ready} onClick={() => step({ type: 'reject', withdrawalId: w.id, reason: text })}>
              {t('withdrawals.reject')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button button--small" disabled={busy || text.trim() === ''} onClick={() => step({ type: 'paid', withdrawalId: w.id, reference: text })} data-testid="queue-paid">
              {t('withdrawals.markPaid')}
            </button>
            <button type="button" className="button button--ghost button--small" disabled={busy || !ready} onClick={() => step({ type: 'failed', withdrawalId: w.id, reason: text })}>
              {t('withdrawals.markFailed')}
            </button>
          </>
        )}
      </span>
    </li>
  );
}

/** The disburser's queue: requested and approved withdrawals, oldest first. */
export function WithdrawalQueue() {
  const { t } = useTranslation();
  const queue = useUnit($queue);
  return (
    <section className={`panel ${styles['stack']}`} data-testid="withdrawal-queue">
      <h2>{t('withdrawals.queueTitle')}</h2>
      {queue === null ? null : queue.length === 0 ? (
        <p className={styles['muted']}>{t('withdrawals.queueEmpty')}</p>
      ) : (
        <ul className={styles['list']}>
          {queue.map((w) => (
            <QueueRow key={w.id} w={w} />
          ))}
        </ul>
      )}
    </section>
  );
}
