import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { cursorOf } from '../../core/community/cursor';
import type { PostListQuery } from '../../core/contract/posts';
import { type Post, useGetPostsPageQuery } from './community-api';
import * as styles from './community.module.css';
import * as ui from '../../styles/ui.module.css';

interface ListProps {
  /** Whose or which posts: a recipe's, a member's. */
  query: Omit<PostListQuery, 'cursor'>;
  /** What the list says when it has none. */
  empty: string;
  item: (post: Post) => React.ReactNode;
}

/** One page of the list, as list items; the last loaded page offers the next. */
function PostsPage({
  query,
  cursor,
  first,
  last,
  onMore,
  empty,
  item,
}: ListProps & { cursor: string | null; first: boolean; last: boolean; onMore: (cursor: string) => void }) {
  const { t } = useI18n();
  const { data, isLoading, isError, refetch } = useGetPostsPageQuery(cursor ? { ...query, cursor } : query, {
    refetchOnMountOrArgChange: first,
  });
  if (isLoading)
    return (
      // The role on the words, not the item: a list's items stay list items (axe: list, aria-allowed-role).
      <li className={styles.wide}>
        <span role="status">{t('site.loading')}</span>
      </li>
    );
  if (isError || !data)
    return (
      <li className={`${styles.wide} ${styles.failed}`}>
        <p role="alert">{t('feed.error')}</p>
        <button type="button" className={ui.pill} onClick={() => void refetch()}>
          {t('feed.retry')}
        </button>
      </li>
    );
  const next = cursorOf(data.next);
  return (
    <>
      {first && data.results.length === 0 && <li className={`${styles.wide} ${ui.empty}`}>{empty}</li>}
      {data.results.map((post) => (
        <li key={post.uuid}>{item(post)}</li>
      ))}
      {last && next && (
        <li className={`${styles.wide} ${styles.more}`}>
          <button type="button" className={ui.pillOutline} onClick={() => onMore(next)}>
            {t('feed.loadMore')}
          </button>
        </li>
      )}
    </>
  );
}

/** A list of posts a page at a time, "Load more" at its end (a recipe's re-creations, a member's). */
export function PagedPosts({ className, ...props }: ListProps & { className?: string }) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return (
    <ul className={className}>
      {cursors.map((cursor, index) => (
        <PostsPage
          key={cursor ?? 'first'}
          {...props}
          cursor={cursor}
          first={index === 0}
          last={index === cursors.length - 1}
          onMore={(next) => setCursors([...cursors, next])}
        />
      ))}
    </ul>
  );
}
