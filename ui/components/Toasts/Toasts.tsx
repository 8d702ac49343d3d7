import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { swipeDismisses, TOAST_HOTKEY, TOAST_LIMIT, type Toast } from '../../../domain/index.ts';
import { $toasts, toastDismissed, toastsPaused, toastsResumed, toastSwipedAway } from '../../features/shared/toasts/model.ts';
import styles from './Toasts.module.scss';

/** One toast: its title, colour and close button; a swipe to the right of at least 50 px closes it. */
function ToastItem({ toast }: { readonly toast: Toast }) {
  const { t } = useTranslation();
  const [dismiss, swipedAway] = useUnit([toastDismissed, toastSwipedAway]);
  // Where the drag started (null when not dragging) and how far right it has gone.
  const [startX, setStartX] = useState<number | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target instanceof Element && event.target.closest('button') !== null)) return;
    setStartX(event.clientX);
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (startX !== null) setOffset(Math.max(0, event.clientX - startX));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (startX === null) return;
    const delta = event.type === 'pointercancel' ? 0 : event.clientX - startX;
    setStartX(null);
    // Far enough: it slides out from where it is; otherwise it snaps back.
    if (swipeDismisses(delta)) swipedAway(toast.id);
    else setOffset(0);
  };

  return (
    <div
      className={styles['toast']}
      role="status"
      aria-atomic="true"
      data-state={toast.open ? 'open' : 'closed'}
      data-color={toast.color ?? 'primary'}
      data-swiping={startX !== null ? '' : undefined}
      style={offset > 0 ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className={styles['body']}>
        <p className={styles['title']}>{toast.title}</p>
        {toast.description !== undefined && <p className={styles['description']}>{toast.description}</p>}
      </div>
      <button type="button" className={styles['close']} aria-label={t('toasts.close')} onClick={() => dismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}

/**
 * The toast viewport: a labelled region (F8 focuses it) holding at most five
 * toasts, newest first. Hovering or focusing it pauses the toasts' timers.
 */
export function Toasts() {
  const { t } = useTranslation();
  const [toasts, pause, resume] = useUnit([$toasts, toastsPaused, toastsResumed]);
  const region = useRef<HTMLElement>(null);
  // Paused while hovered or focused; resumed only when neither holds.
  const inside = useRef({ hover: false, focus: false });
  const set = (key: 'hover' | 'focus', value: boolean) => {
    const was = inside.current.hover || inside.current.focus;
    inside.current = { ...inside.current, [key]: value };
    const is = inside.current.hover || inside.current.focus;
    if (is && !was) pause();
    if (was && !is) resume();
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY || event.code === TOAST_HOTKEY) region.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    // A <section> with a name is the region landmark itself: role="region" is not allowed on a list (axe
    // aria-allowed-role), nor role="status" on its items, so the toasts are status <div>s.
    <section
      ref={region}
      className={styles['viewport']}
      aria-label={t('toasts.defaultLabel')}
      aria-keyshortcuts={TOAST_HOTKEY}
      tabIndex={-1}
      onPointerEnter={() => set('hover', true)}
      onPointerLeave={() => set('hover', false)}
      onFocus={() => set('focus', true)}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) set('focus', false);
      }}
      data-testid="toasts"
    >
      {toasts.slice(0, TOAST_LIMIT).map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}
