import { useEffect, useRef, useState } from 'react';
import { avatarInitials } from '../../../domain/index.ts';
import { imageSources, type ImageFit } from '../../features/shared/images/image-url.ts';
import styles from './Image.module.scss';

export interface ImageProps {
  /** The image as stored (a file path or an asset-host URL); null or empty shows the placeholder. */
  readonly src: string | null | undefined;
  readonly alt: string;
  /** CSS pixels; also the placeholder's aspect ratio. */
  readonly width: number;
  readonly height: number;
  readonly fit?: ImageFit;
  readonly quality?: number;
  /** Whose initials the placeholder shows (e.g. the game's name); defaults to the alt text. */
  readonly placeholderLabel?: string;
  /** Load at once and first (the page's main image) rather than when scrolled near. */
  readonly eager?: boolean;
  readonly className?: string | undefined;
}

/**
 * An image through the resizing service with 1x and 2x candidates. Without
 * a usable source, or once loading fails (spec section 8), it shows a blank
 * tile with initials instead — never a broken-image icon.
 */
export function Image({ src, alt, width, height, fit = 'cover', quality, placeholderLabel, eager = false, className }: ImageProps) {
  const sources = imageSources(src, { width, height, fit, ...(quality === undefined ? {} : { quality }) });
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const url = sources?.src ?? null;
  const failed = url !== null && failedSrc === url;
  // An image that failed before hydration fired its error event before React listened; catch it here.
  useEffect(() => {
    const img = ref.current;
    if (url !== null && img !== null && img.complete && img.naturalWidth === 0) setFailedSrc(url);
  }, [url]);
  const classes = [styles['frame'], className].filter(Boolean).join(' ');
  if (sources === null || failed) {
    return (
      <div
        className={`${classes} ${styles['placeholder']}`}
        style={{ aspectRatio: `${width} / ${height}` }}
        {...(alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
        data-testid="image-placeholder"
      >
        <span className={styles['initials']} aria-hidden="true">
          {avatarInitials(placeholderLabel ?? alt)}
        </span>
      </div>
    );
  }
  return (
    <img
      ref={ref}
      className={classes}
      src={sources.src}
      srcSet={sources.srcSet}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      // The main picture is usually the largest paint: fetched before scripts and other pictures.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(sources.src)}
    />
  );
}
