import React from 'react';
import * as styles from './profiles.module.css';

/** A member's picture, cropped square by the image service, or their initial on a coloured disc. */
export function Avatar({ picture, name, size }: { picture: string | null | undefined; name: string; size: number }) {
  if (picture) {
    const crop = `${picture.includes('?') ? '&' : '?'}w=${size * 2}&h=${size * 2}&fit=crop`;
    return <img className={styles.avatar} src={`${picture}${crop}`} alt="" width={size} height={size} loading="lazy" />;
  }
  return (
    <span className={styles.initial} style={{ width: size, height: size, fontSize: size / 2.4 }} aria-hidden="true">
      {(name.replace(/^@/, '')[0] ?? '?').toUpperCase()}
    </span>
  );
}
