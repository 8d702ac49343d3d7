import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { artPath } from '../../../domain/index.ts';
import { Image } from '../Image/Image.tsx';
import styles from './ProductGallery.module.scss';

/**
 * A listing's pictures: the seller's own, else generated artwork for its
 * game and product type and for the game, with thumbnails to switch
 * between them. Which one is shown is local view state, not shared data.
 */
export function ProductGallery({ images, title, gameType, productType }: { readonly images: readonly string[]; readonly title: string; readonly gameType: { readonly value: string; readonly label: string }; readonly productType: string }) {
  const { t } = useTranslation();
  const pictures = images.length > 0 ? images : [artPath({ kind: 'offer', ids: [gameType.value, productType] }), artPath({ kind: 'game', ids: [gameType.value] })];
  const [chosen, setChosen] = useState(0);
  const shown = pictures[chosen] ?? pictures[0];
  return (
    <div className={styles['gallery']} data-testid="product-gallery">
      <Image src={shown} alt={title} width={640} height={400} placeholderLabel={gameType.label} eager />
      {pictures.length > 1 && (
        <ul className={styles['thumbs']} aria-label={t('product.gallery')}>
          {pictures.map((src, index) => (
            <li key={src}>
              <button type="button" className={styles['thumb']} aria-pressed={index === chosen} aria-label={t('product.galleryPicture', { number: index + 1, count: pictures.length })} onClick={() => setChosen(index)}>
                <Image src={src} alt="" width={96} height={60} placeholderLabel={gameType.label} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
