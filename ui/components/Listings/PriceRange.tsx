import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { PriceRange as Range } from '../../../domain/index.ts';
import { $displayCurrency } from '../../features/shared/currency/model.ts';
import { $priceSlider, priceRangeChanged } from '../../features/catalog/listings/model.ts';
import { formatUsdCents } from '../../features/catalog/listings/price.ts';
import styles from './PriceRange.module.scss';

/** Slider positions across the facets' spread. */
const STEPS = 100;

/**
 * The price filter: two native range thumbs (keyboard: arrows, Page Up/Down,
 * Home/End) over a histogram of the prices the other filters match. Values
 * are USD cents, the search index's unit; labels are in the display currency.
 * The range applies when a thumb is released or moved by keyboard (the
 * native `change` event), not on every pixel of a drag.
 */
export function PriceRange() {
  const { t } = useTranslation();
  const [slider, display, changed] = useUnit([$priceSlider, $displayCurrency, priceRangeChanged]);
  const [drag, setDrag] = useState<Range | null>(null);
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  const shown: Range | null = slider === null ? null : (drag ?? slider.range);
  const latest = useRef<Range | null>(shown);
  latest.current = shown;

  useEffect(() => {
    const commit = () => {
      if (latest.current !== null) changed(latest.current);
      setDrag(null);
    };
    const inputs = [minRef.current, maxRef.current];
    for (const input of inputs) input?.addEventListener('change', commit);
    return () => {
      for (const input of inputs) input?.removeEventListener('change', commit);
    };
  }, [changed, slider !== null]);

  if (slider === null || shown === null) return null;
  const { facets } = slider;
  const span = facets.max - facets.min;
  const step = Math.max(1, Math.round(span / STEPS));
  const percent = (cents: number) => ((cents - facets.min) / span) * 100;
  const highest = Math.max(1, ...facets.buckets.map((b) => b.count));
  const price = (cents: number) => formatUsdCents(cents, display);

  return (
    <fieldset className={styles.price} data-testid="price-range">
      <legend className={styles.legend}>{t('listings.price.label')}</legend>
      <div className={styles.histogram} aria-hidden="true">
        {facets.buckets.map((bucket) => (
          <span
            key={bucket.from}
            className={`${styles.bar} ${bucket.to >= shown[0] && bucket.from <= shown[1] ? styles.inRange : ''}`}
            style={{ height: `${bucket.count === 0 ? 0 : Math.max(6, (bucket.count / highest) * 100)}%` }}
          />
        ))}
      </div>
      <div className={styles.slider}>
        <span className={styles.track} aria-hidden="true" />
        <span className={styles.fill} style={{ insetInlineStart: `${percent(shown[0])}%`, insetInlineEnd: `${100 - percent(shown[1])}%` }} aria-hidden="true" />
        <input
          ref={minRef}
          type="range"
          min={facets.min}
          max={facets.max}
          step={step}
          value={shown[0]}
          aria-label={t('listings.price.min')}
          aria-valuetext={price(shown[0])}
          onChange={(event) => setDrag([Math.min(Number(event.target.value), shown[1]), shown[1]])}
          data-testid="price-min"
        />
        <input
          ref={maxRef}
          type="range"
          min={facets.min}
          max={facets.max}
          step={step}
          value={shown[1]}
          aria-label={t('listings.price.max')}
          aria-valuetext={price(shown[1])}
          onChange={(event) => setDrag([shown[0], Math.max(Number(event.target.value), shown[0])])}
          data-testid="price-max"
        />
      </div>
      <div className={styles.values}>
        <output data-testid="price-min-label">{price(shown[0])}</output>
        <output data-testid="price-max-label">{price(shown[1])}</output>
      </div>
      {slider.active && (
        <button type="button" className="button button--ghost button--small" onClick={() => changed(null)}>
          {t('listings.price.any')}
        </button>
      )}
    </fieldset>
  );
}
