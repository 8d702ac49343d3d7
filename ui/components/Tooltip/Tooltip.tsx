import { useUnit } from 'effector-react';
import { cloneElement, useEffect, useId, type ReactElement, type ReactNode } from 'react';
import { $openTooltip, tooltipDismissed, tooltipTriggered } from '../../features/shared/tooltip/model.ts';
import styles from './Tooltip.module.scss';

export interface TooltipProps {
  /** What the tooltip says. */
  readonly content: ReactNode;
  /** The trigger: one focusable element; it gets `aria-describedby` while the tooltip is open. */
  readonly children: ReactElement<{ 'aria-describedby'?: string | undefined }>;
  /** Where it shows relative to the trigger. */
  readonly side?: 'top' | 'bottom';
}

/**
 * A tooltip on hover or focus: opens after 700 ms, at once if another closed
 * less than 300 ms ago; closes on leave, blur or Escape.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const id = useId();
  const [openId, trigger, dismiss] = useUnit([$openTooltip, tooltipTriggered, tooltipDismissed]);
  const open = openId === id;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss(id);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, id, dismiss]);

  // Leaving before it opened cancels the wait too.
  useEffect(
    () => () => {
      dismiss(id);
    },
    [id, dismiss],
  );

  return (
    <span
      className={styles['anchor']}
      onPointerEnter={(event) => event.pointerType !== 'touch' && trigger(id)}
      onPointerLeave={() => dismiss(id)}
      onFocus={() => trigger(id)}
      onBlur={() => dismiss(id)}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : children.props['aria-describedby'] })}
      {open && (
        <span id={id} role="tooltip" className={styles['tooltip']} data-side={side}>
          {content}
        </span>
      )}
    </span>
  );
}
