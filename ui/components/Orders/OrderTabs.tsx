import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $seesDisputeQueue } from '../../features/orders/disputes/model.ts';
import { $orderSide, $orderTab, $tabCounts, ORDER_TABS, sideChosen, tabChosen, type OrderSide } from '../../features/orders/list/tabs.ts';
import styles from './Orders.module.scss';

/** Bought / sold (and the dispute queue for staff): a group of toggle buttons. */
export function SideSwitch() {
  const { t } = useTranslation();
  const [side, seesQueue, choose] = useUnit([$orderSide, $seesDisputeQueue, sideChosen]);
  const sides: readonly OrderSide[] = seesQueue ? ['buyer', 'seller', 'disputes'] : ['buyer', 'seller'];
  return (
    <div className={styles['switch']} role="group" aria-label={t('orderList.sides')} data-testid="order-sides">
      {sides.map((s) => (
        <button key={s} type="button" className={styles['sideButton']} aria-pressed={side === s} onClick={() => choose(s)} data-testid={`order-side-${s}`}>
          {t(`orderList.side.${s}`)}
        </button>
      ))}
    </div>
  );
}

/** The state tabs with their counts; arrow keys move between them (mirrored in right-to-left pages), Home and End jump. */
export function StateTabs({ panelId }: { readonly panelId: string }) {
  const { t } = useTranslation();
  const [tab, counts, choose] = useUnit([$orderTab, $tabCounts, tabChosen]);
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = ORDER_TABS.indexOf(tab);
    const rtl = list.current !== null && getComputedStyle(list.current).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? ORDER_TABS.length - 1 : step === undefined ? null : (index + step + ORDER_TABS.length) % ORDER_TABS.length;
    if (next === null) return;
    event.preventDefault();
    const nextTab = ORDER_TABS[next] ?? 'all';
    choose(nextTab);
    list.current?.querySelector<HTMLButtonElement>(`[data-tab="${nextTab}"]`)?.focus();
  };
  return (
    <div ref={list} className={styles['tabs']} role="tablist" aria-label={t('orderList.tabs')} onKeyDown={onKeyDown} data-testid="order-tabs">
      {ORDER_TABS.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`order-tab-${name}`}
          className={styles['tab']}
          aria-selected={tab === name}
          aria-controls={panelId}
          tabIndex={tab === name ? 0 : -1}
          onClick={() => choose(name)}
          data-tab={name}
          data-testid={`order-tab-${name}`}
        >
          {t(`orderList.tab.${name}`)}
          {counts !== null && <span className={styles['count']}>{counts[name]}</span>}
        </button>
      ))}
    </div>
  );
}
