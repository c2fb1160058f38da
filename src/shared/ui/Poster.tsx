import { useEffect, useRef, useState } from 'react';
import { movieText } from '../text/movie';
import styles from './Poster.module.css';

export interface PosterProps {
  src: string | null;
  title: string;
  /** What the placeholder says when there is no image (or it fails to load). */
  placeholder?: string;
  /** The first screenful of images should not wait for lazy loading. */
  eager?: boolean;
  /** The page's main image (its largest paint): fetched ahead of the others. */
  priority?: boolean;
  className?: string;
}

/** A 2:3 box that always keeps its size, so nothing shifts when the image arrives or fails. */
export function Poster({
  src,
  title,
  placeholder = movieText.posterMissing,
  eager,
  priority,
  className,
}: PosterProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && failedSrc !== src;
  const image = useRef<HTMLImageElement>(null);
  // An image in the server's HTML may fail before React hydrates and listens for the error.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0 && src !== null) setFailedSrc(src);
  }, [src]);
  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')}>
      {showImage ? (
        <img
          ref={image}
          className={styles.image}
          src={src}
          alt={movieText.posterAlt(title)}
          width={300}
          height={450}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <div className={styles.placeholder} role="img" aria-label={placeholder}>
          <span aria-hidden="true" className={styles.icon}>
            🎞️
          </span>
          <span aria-hidden="true">{placeholder}</span>
        </div>
      )}
    </div>
  );
}
