import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDate, pathFor } from '../../../domain/index.ts';
import type { PublicReview } from '../../../contracts/catalog/index.ts';
import { $recentReviews } from '../../features/catalog/reviews/model.ts';
import { BrowseSection } from '../Games/BrowseLayout.tsx';
import styles from './RecentReviews.module.scss';

function Stars({ stars }: { readonly stars: number }) {
  const { t } = useTranslation();
  return (
    <p className={styles['stars']} role="img" aria-label={t('home.reviews.stars', { count: stars })}>
      <span aria-hidden="true">{'★'.repeat(stars)}</span>
      <span aria-hidden="true" className={styles['unlit']}>
        {'★'.repeat(5 - stars)}
      </span>
    </p>
  );
}

/**
 * A review's day is shown in UTC, as a post's is: a day a review was written is not a time anyone acts on, and
 * the viewer's zone would cost the home page its browser's first Intl formatter (ui/features/shared/app/time-zone.ts).
 */
function ReviewCard({ review }: { readonly review: PublicReview }) {
  const { t } = useTranslation();
  return (
    <li className={styles['review']} data-testid="home-review">
      <Stars stars={review.stars} />
      <blockquote className={styles['comment']}>
        <p>{review.comment}</p>
      </blockquote>
      <p className={styles['about']}>
        {t('home.reviews.soldBy')} <a href={pathFor('profile', { slug: review.seller.slug })}>{review.seller.name}</a>
        <span className={styles['title']}> · {review.title}</span>
      </p>
      <p className={styles['by']}>
        <bdi>{review.buyer}</bdi> · <time dateTime={review.at}>{formatDate(review.at)}</time> · <span className={styles['verified']}>{t('home.reviews.verified')}</span>
      </p>
    </li>
  );
}

/** What buyers wrote about completed orders, newest first, every star count; nothing while there are none. */
export function RecentReviews() {
  const { t } = useTranslation();
  const reviews = useUnit($recentReviews);
  if (reviews.length === 0) return null;
  return (
    <BrowseSection title={t('home.reviews.title')} testId="home-reviews">
      <ul className={styles['reviews']} aria-label={t('home.reviews.title')}>
        {reviews.map((review) => (
          <ReviewCard key={review.orderId} review={review} />
        ))}
      </ul>
    </BrowseSection>
  );
}
