import { Link } from 'gatsby';
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { routeTo } from '../../core/locales/routes';
import { selectSessionRestored } from '../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadFeedPage } from './community-api';
import { selectFeed } from './community-slice';
import * as styles from './community.module.css';
import { PostGrid } from './post-card';
import * as ui from '../../styles/ui.module.css';

/** Starts loading this far before the end of the list comes into view. */
const SCROLL_MARGIN = '600px';

/**
 * The community feed of the page's locale (SPEC sections 2 and 4): pages of re-creations appended
 * to the community branch as the visitor scrolls (an IntersectionObserver at the list's end), or
 * with "Load more", the keyboard's way and the one without an observer. A failed page says
 * "Error loading posts" and offers to try again.
 */
export function CommunityFeed() {
  const { t, locale } = useI18n();
  const dispatch = useAppDispatch();
  const feed = useAppSelector(selectFeed);
  // The posts say whether the visitor liked them: wait for the stored session.
  const restored = useAppSelector(selectSessionRestored);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const busy = useRef(false);
  const list = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const ours = feed.locale === locale;
  const more = !ours || feed.cursor !== null;

  const load = useCallback(
    async (focusNew = false) => {
      if (busy.current) return;
      busy.current = true;
      setStatus('loading');
      const shown = list.current?.querySelectorAll('h2 a').length ?? 0;
      const ok = await dispatch(loadFeedPage(locale));
      busy.current = false;
      setStatus(ok ? 'idle' : 'failed');
      // "Load more" by keyboard: carry on reading at the first new post.
      if (ok && focusNew) list.current?.querySelectorAll<HTMLElement>('h2 a')[shown]?.focus();
    },
    [dispatch, locale],
  );

  useEffect(() => {
    if (restored && !ours) void load();
  }, [restored, ours, load]);

  useEffect(() => {
    const target = end.current;
    if (!target || !ours || !more || status !== 'idle' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void load(), {
      rootMargin: SCROLL_MARGIN,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [ours, more, status, load]);

  const posts = ours ? feed.posts : [];
  // Before its first page (and in the built page) the feed says it is loading.
  const loading = status === 'loading' || (!ours && status === 'idle');
  return (
    <div className={styles.feed} ref={list} aria-busy={loading}>
      {/* The first page's line is its own node, gone when the posts come: it never moves (no layout shift). */}
      {loading && posts.length === 0 && (
        <p role="status" className={styles.status}>
          {t('site.loading')}
        </p>
      )}
      {posts.length > 0 && <PostGrid posts={posts} />}
      {ours && posts.length === 0 && !more && (
        <div className={ui.empty}>
          <p>{t('feed.empty')}</p>
          <p>
            <Link to={routeTo(locale, 'search')}>{t('feed.findRecipe')}</Link>
          </p>
        </div>
      )}
      <div ref={end} />
      {loading && posts.length > 0 && (
        <p role="status" className={styles.status}>
          {t('site.loading')}
        </p>
      )}
      {status === 'failed' && (
        <div role="alert" className={styles.failed}>
          <p>{t('feed.error')}</p>
          <button type="button" className={ui.pill} onClick={() => void load()}>
            {t('feed.retry')}
          </button>
        </div>
      )}
      {ours && more && status === 'idle' && (
        <p className={styles.more}>
          <button type="button" className={ui.pillOutline} onClick={() => void load(true)}>
            {t('feed.loadMore')}
          </button>
        </p>
      )}
    </div>
  );
}
