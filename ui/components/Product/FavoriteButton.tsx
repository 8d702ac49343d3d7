import styles from './FavoriteButton.module.scss';

export interface FavoriteButtonProps {
  readonly active: boolean;
  readonly pending: boolean;
  /** What pressing it does, for screen readers and the tooltip ('Add to favorites' / 'Remove from favorites'). */
  readonly label: string;
  readonly onToggle: () => void;
  readonly testId?: string;
}

/** The heart toggle: filled when the item is a favorite; waits while the change is on its way. */
export function FavoriteButton({ active, pending, label, onToggle, testId }: FavoriteButtonProps) {
  return (
    <button
      type="button"
      className={`${styles['heart']} ${active ? styles['active'] : ''}`}
      aria-pressed={active}
      aria-label={label}
      title={label}
      aria-busy={pending}
      disabled={pending}
      onClick={onToggle}
      data-testid={testId}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.4-9.2C1.3 8 3.3 4.5 6.8 4.5c2 0 3.4 1.1 4.2 2.4h2c.8-1.3 2.2-2.4 4.2-2.4 3.5 0 5.5 3.5 4.2 6.8-1.9 4.6-9.4 9.2-9.4 9.2z" />
      </svg>
    </button>
  );
}
