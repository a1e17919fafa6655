import React from 'react';
import { IMAGE_VARIANTS } from '../../core/rules';
import * as styles from './member.module.css';

/** The smallest square crop the image service draws that is sharp at twice the size (IMAGE_VARIANTS). */
const cropSide = (size: number) =>
  IMAGE_VARIANTS.sizes.find((side) => side >= size * 2) ?? IMAGE_VARIANTS.sizes[IMAGE_VARIANTS.sizes.length - 1];

/** A member's picture, cropped square by the image service, or their initial on a coloured disc. */
export function Avatar({ picture, name, size }: { picture: string | null | undefined; name: string; size: number }) {
  if (picture) {
    const side = cropSide(size);
    const crop = `${picture.includes('?') ? '&' : '?'}w=${side}&h=${side}&fit=crop`;
    return <img className={styles.avatar} src={`${picture}${crop}`} alt="" width={size} height={size} loading="lazy" />;
  }
  return (
    <span className={styles.initial} style={{ width: size, height: size, fontSize: size / 2.4 }} aria-hidden="true">
      {(name.replace(/^@/, '')[0] ?? '?').toUpperCase()}
    </span>
  );
}
