import { artPath, type ArtSubject } from '../../../domain/index.ts';
import { Image } from '../Image/Image.tsx';
import styles from './GameAvatar.module.scss';

const PIXELS = { small: 40, medium: 48, large: 88 } as const;

/**
 * A game's or a service's picture: its generated artwork from the image
 * service (distinct colours, motif and monogram per game; a glyph per
 * service), with the initials tile as the fallback if it fails to load.
 * Decorative: the name is always written next to it.
 */
export function GameAvatar({
  value,
  label,
  size = 'medium',
  shape = 'round',
  kind = 'game',
  subject,
}: {
  readonly value: string;
  readonly label: string;
  readonly size?: 'small' | 'medium' | 'large';
  readonly shape?: 'round' | 'square';
  readonly kind?: 'game' | 'service';
  /** Another subject's artwork (a game's offer of a service). */
  readonly subject?: ArtSubject;
}) {
  const pixels = PIXELS[size];
  return (
    <span className={`${styles.avatar} ${styles[size]} ${styles[shape]}`} data-testid="game-avatar">
      <Image src={artPath(subject ?? { kind, ids: [value] })} alt="" width={pixels} height={pixels} placeholderLabel={label} eager={size === 'large'} className={styles.picture} />
    </span>
  );
}
