import React from 'react';
import { RATING_STARS } from '../../core/rules';
import * as styles from './rating-summary.module.css';

/** 1 to 5: the stars a rating can give. */
export const STARS = Array.from({ length: RATING_STARS.max - RATING_STARS.min + 1 }, (_, i) => RATING_STARS.min + i);

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

/** A star, full, half or empty; decorative (the control or the text beside it says the value). */
export function StarIcon({ fill, size = 24 }: { fill: 0 | 0.5 | 1; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {fill > 0 && <path d={STAR} fill="currentColor" className={fill < 1 ? styles.half : undefined} />}
      <path d={STAR} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

/** Five stars showing an average, to the half star. */
export function AverageStars({ average, size }: { average: number; size?: number }) {
  const halves = Math.round(average * 2);
  return (
    <span className={styles.stars} aria-hidden="true">
      {STARS.map((star) => (
        <StarIcon key={star} size={size} fill={halves >= star * 2 ? 1 : halves === star * 2 - 1 ? 0.5 : 0} />
      ))}
    </span>
  );
}
