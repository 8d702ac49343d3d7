import { useTranslation } from '../../i18n/use-translation.tsx';
import { useViewerTime } from '../DateTime.tsx';
import type { OrderTimelineEntry } from '../../../contracts/orders/index.ts';
import styles from './Orders.module.scss';

/** What happened to the order, oldest first, each with who did it and when. */
export function Timeline({ entries }: { readonly entries: readonly OrderTimelineEntry[] }) {
  const { t } = useTranslation();
  const time = useViewerTime();
  return (
    <section className={styles['panel']} aria-labelledby="order-timeline-title" data-testid="order-timeline">
      <h2 id="order-timeline-title">{t('orderPage.timeline')}</h2>
      <ol className={styles['timeline']}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles['event']} data-testid="order-event" data-kind={entry.kind}>
            <strong>{t(`orderPage.event.${entry.kind}`, { defaultValue: t('orderPage.event.other') })}</strong>
            <time dateTime={entry.at} className={styles['muted']}>
              {time(entry.at)} · {t(`orderPage.by.${entry.by}`)}
            </time>
            {entry.note !== null && entry.note !== '' && <span className={styles['note']}>{entry.note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
