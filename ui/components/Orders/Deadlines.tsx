import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useViewerTime } from '../DateTime.tsx';
import type { OrderDeadlines } from '../../../contracts/orders/index.ts';
import { $now, countdownMounted, countdownUnmounted, timeLeft } from '../../features/orders/clock/model.ts';
import styles from './Orders.module.scss';

/** The deadlines a reader watches, in the order they come due; the reminder is the server's, not the reader's. */
const SHOWN: readonly (keyof OrderDeadlines)[] = ['deliveryDueAt', 'lateAt', 'cancelAnswerDueAt', 'disputeAnswerDueAt', 'autoCompleteAt', 'warrantyEndsAt', 'settleAt'];

/** Which deadlines still matter in a state (a delivered order's delivery deadline is history). */
export function liveDeadlines(state: string, deadlines: OrderDeadlines): readonly (readonly [keyof OrderDeadlines, string])[] {
  const relevant: Readonly<Record<string, readonly (keyof OrderDeadlines)[]>> = {
    paid: ['deliveryDueAt', 'lateAt'],
    in_delivery: ['deliveryDueAt', 'lateAt'],
    late: [],
    cancel_requested: ['cancelAnswerDueAt'],
    delivered: ['autoCompleteAt'],
    disputed: ['disputeAnswerDueAt'],
    completed: ['warrantyEndsAt', 'settleAt'],
  };
  const wanted = relevant[state] ?? [];
  return SHOWN.flatMap((name) => {
    const at = deadlines[name];
    return wanted.includes(name) && at !== null ? [[name, at] as const] : [];
  });
}

/** Keeps the clock ticking while the calling component is on screen. */
export function useCountdown(): void {
  const [mounted, unmounted] = useUnit([countdownMounted, countdownUnmounted]);
  useEffect(() => {
    mounted();
    return () => unmounted();
  }, [mounted, unmounted]);
}

/** The order's deadlines counting down, live: the clock ticks each second while this list is on screen. */
export function Deadlines({ state, deadlines }: { readonly state: string; readonly deadlines: OrderDeadlines }) {
  const { t } = useTranslation();
  const now = useUnit($now);
  useCountdown();
  const shown = liveDeadlines(state, deadlines);
  if (shown.length === 0) return null;
  return (
    <section className={styles['panel']} aria-labelledby="order-deadlines-title" data-testid="order-deadlines">
      <h2 id="order-deadlines-title">{t('orderPage.deadlines')}</h2>
      <ul className={styles['deadlines']}>
        {shown.map(([name, at]) => {
          return (
            <li key={name} className={styles['deadline']} data-testid="order-deadline" data-deadline={name}>
              <span>{t(`orderPage.deadline.${name}`)}</span>
              <Countdown at={at} now={now} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Time left until `at`, ticking with `now`; the deadline's own date and time until the clock has started. */
export function Countdown({ at, now }: { readonly at: string; readonly now: number | null }) {
  const { t } = useTranslation();
  const time = useViewerTime();
  const left = now === null ? null : timeLeft(at, now);
  return (
    <time dateTime={at} title={time(at)} className={`${styles['clock']} ${left?.overdue === true ? styles['overdue'] : ''}`} role="timer" aria-live="off" data-testid="countdown">
      {left === null
        ? time(at)
        : left.overdue
          ? t('orderPage.overdue')
          : left.days > 0
            ? t('orderPage.leftDays', { days: left.days, time: left.clock })
            : t('orderPage.left', { time: left.clock })}
    </time>
  );
}
