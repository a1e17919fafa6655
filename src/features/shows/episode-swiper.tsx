import { Link, navigate } from 'gatsby';
import React, { useEffect, useRef } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import * as styles from './shows.module.css';

type Neighbour = { path: string; title: string } | null;

/** Keys typed into these keep their arrows (a video seeks with them, a field moves its caret). */
const KEEPS_ARROWS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'VIDEO']);
/** A swipe: this far sideways, and mostly sideways. */
const SWIPE_PX = 60;

/**
 * Moves between a show's episodes (SPEC section 2, swipe between episodes): a horizontal swipe on
 * touch screens, the left and right arrow keys, and the two links, which work without JavaScript.
 */
export function EpisodeSwiper({
  previous,
  next,
  children,
}: {
  previous: Neighbour;
  next: Neighbour;
  children: React.ReactNode;
}) {
  const { t } = useI18n();
  const start = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (KEEPS_ARROWS.has((event.target as HTMLElement | null)?.tagName ?? '')) return;
      const target = event.key === 'ArrowLeft' ? previous : event.key === 'ArrowRight' ? next : null;
      if (!target) return;
      event.preventDefault();
      void navigate(target.path);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [previous, next]);

  const onTouchStart = (event: React.TouchEvent) => {
    const touch = event.touches[0];
    if (!touch) return;
    start.current = { x: touch.clientX, y: touch.clientY };
  };
  const onTouchEnd = (event: React.TouchEvent) => {
    const from = start.current;
    start.current = null;
    const touch = event.changedTouches[0];
    if (!from || !touch) return;
    const dx = touch.clientX - from.x;
    const dy = touch.clientY - from.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dy) > Math.abs(dx) / 2) return;
    const target = dx > 0 ? previous : next;
    if (target) void navigate(target.path);
  };

  return (
    <div onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      {children}
      <nav className={styles.neighbours} aria-labelledby="episode-hint">
        {previous ? (
          <Link to={previous.path} rel="prev" className={styles.neighbour}>
            <span>{t('episode.previous')}</span> {previous.title}
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link to={next.path} rel="next" className={`${styles.neighbour} ${styles.next}`}>
            <span>{t('episode.next')}</span> {next.title}
          </Link>
        )}
      </nav>
      <p id="episode-hint" className={styles.hint}>
        {t('episode.swipeHint')}
      </p>
    </div>
  );
}
