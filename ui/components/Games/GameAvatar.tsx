import { avatarInitials } from '../../../domain/index.ts';
import { avatarBackground } from '../../features/catalog/games/avatar-colour.ts';
import styles from './GameAvatar.module.scss';

/**
 * A game's picture. The demo catalog has no artwork, so it is generated: the
 * game's initials on a gradient in a hue of its own — never a broken image.
 * Decorative: the game's name is always written next to it.
 */
export function GameAvatar({ value, label, size = 'medium', shape = 'round' }: { readonly value: string; readonly label: string; readonly size?: 'small' | 'medium' | 'large'; readonly shape?: 'round' | 'square' }) {
  return (
    <span className={`${styles.avatar} ${styles[size]} ${styles[shape]}`} style={{ background: avatarBackground(value) }} aria-hidden="true" data-testid="game-avatar">
      {avatarInitials(label)}
    </span>
  );
}
