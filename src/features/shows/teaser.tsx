import React, { useEffect, useRef } from 'react';
import type { ShowRecord } from '../../core/contract/shows';
import { useI18n } from '../../components/i18n/i18n-provider';
import * as styles from './shows.module.css';

/**
 * A show's teaser: its first episode's short muted loop, playing only while it is on screen (the
 * file loads then, never before) and not at all for visitors who ask for reduced motion.
 */
export function Teaser({ show }: { show: ShowRecord }) {
  const { t } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      if (entry.isIntersecting) element.play().catch(() => {});
      else element.pause();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  if (!show.teaser) return null;
  return (
    <video
      ref={video}
      className={styles.teaser}
      src={show.teaser.preview}
      poster={show.teaser.poster}
      muted
      loop
      playsInline
      preload="none"
      aria-label={t('teaser.label', { title: show.title })}
    />
  );
}
