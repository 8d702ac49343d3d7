import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { ProductTypeLink } from '../../../contracts/catalog/index.ts';
import { pathFor } from '../../../domain/index.ts';
import { GameAvatar } from './GameAvatar.tsx';
import { useProductTypeName } from './product-type-name.ts';
import styles from './GameCard.module.scss';

/** A grid of cards (games or services), one list item each. */
export function CardGrid({ children, compact = false, label }: { readonly children: ReactNode; readonly compact?: boolean; readonly label?: string }) {
  return (
    <ul className={`${styles.grid} ${compact ? styles.compact : ''}`} aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * One game: its picture and name linking to `href` (its landing page unless
 * told otherwise) and, when given, the product types it sells, each linking
 * to the game's listing of that type.
 */
export function GameCard({
  game,
  href,
  productTypes,
}: {
  readonly game: { readonly value: string; readonly label: string; readonly hidden: boolean };
  readonly href?: string;
  readonly productTypes?: readonly ProductTypeLink[];
}) {
  const { t } = useTranslation();
  const typeName = useProductTypeName();
  return (
    <li className={styles.card} data-testid="game-card" data-game={game.value}>
      <a className={styles.head} href={href ?? pathFor('game', { gameType: game.value })}>
        <GameAvatar value={game.value} label={game.label} size="small" />
        <span className={styles.name}>{game.label}</span>
        {game.hidden && <span className={styles.badge}>{t('games.hidden')}</span>}
      </a>
      {productTypes !== undefined && productTypes.length > 0 && (
        <ul className={styles.types} aria-label={t('games.offersFor', { game: game.label })}>
          {productTypes.map((p) => (
            <li key={p.value}>
              <a className={styles.type} href={pathFor('listing', { gameType: game.value, productType: p.value })}>
                {typeName(p)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** A service (product type), or a game's offer of one: a square picture, its name, a line under it, linking to `href`. */
export function ServiceCard({
  value,
  name,
  detail,
  href,
  gameType,
}: {
  readonly value: string;
  readonly name: string;
  readonly detail?: string;
  readonly href: string;
  /** When the card is a game's offer of the service: the picture shows both. */
  readonly gameType?: string;
}) {
  return (
    <li className={styles.card} data-testid="service-card" data-service={value}>
      <a className={styles.head} href={href}>
        <GameAvatar
          value={value}
          label={name}
          size="small"
          shape="square"
          kind="service"
          {...(gameType === undefined ? {} : { subject: { kind: 'offer', ids: [gameType, value] } as const })}
        />
        <span className={styles.text}>
          <span className={styles.name}>{name}</span>
          {detail !== undefined && <span className={styles.detail}>{detail}</span>}
        </span>
      </a>
    </li>
  );
}
