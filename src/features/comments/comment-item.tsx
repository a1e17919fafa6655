import React, { useId, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { MemberLine } from '../../components/member/member-line';
import { displayNameOf } from '../../core/accounts/badges';
import { formatDay } from '../../core/format/date';
import { relativeTime } from '../../core/format/relative-time';
import { CommentForm } from './comment-form';
import type { CommentPage } from '../../core/contract/comments';
import { type Comment, useListRepliesInfiniteQuery } from './comments-api';
import { useCommentsContext } from './comments-context';
import { DeleteComment } from './delete-comment';
import { LikeComment } from './like-comment';
import * as styles from './comments.module.css';
import * as ui from '../../styles/ui.module.css';

/** What the comment says: its picture (the thumbnail, linking to the whole picture) under the text. */
function CommentBody({ comment, author }: { comment: Comment; author: string }) {
  const { t } = useI18n();
  const { picture } = comment;
  return (
    <>
      <p className={styles.text}>{comment.translation ?? comment.text}</p>
      {picture && (
        <a className={styles.picture} href={picture.media}>
          <img
            src={picture.media_thumbnail}
            width={picture.width}
            height={picture.height}
            alt={t('comments.picture.alt', { name: author })}
            loading="lazy"
            decoding="async"
          />
        </a>
      )}
    </>
  );
}

/** What the list of a page of comments needs from its (infinite) query. */
interface PagesQuery {
  data?: { pages: CommentPage[] };
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * Comments loaded a page at a time: loading, a failure with a retry, `empty` when there are none,
 * else the list and, while there are more, the button (`more`) that loads the next page.
 */
export function CommentPages({
  query,
  kind,
  more,
  empty = null,
}: {
  query: PagesQuery;
  kind: 'comments' | 'replies';
  more: string;
  empty?: React.ReactNode;
}) {
  const { t } = useI18n();
  const { data, isLoading, isError, hasNextPage, isFetchingNextPage } = query;
  if (isLoading) return <p role="status">{t('site.loading')}</p>;
  if (isError || !data)
    return (
      <p role="alert" className={styles.error}>
        {t('comments.loadError')}{' '}
        <button type="button" className={styles.action} onClick={() => void query.refetch()}>
          {t('comments.retry')}
        </button>
      </p>
    );
  const comments = data.pages.flatMap((page) => page.results);
  if (comments.length === 0) return empty;
  return (
    <>
      <ul className={kind === 'comments' ? styles.list : styles.replies}>
        {comments.map((comment) => (
          <CommentItem key={comment.uuid} comment={comment} />
        ))}
      </ul>
      {hasNextPage && (
        <button
          type="button"
          className={kind === 'comments' ? ui.pillOutline : styles.action}
          disabled={isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {more}
        </button>
      )}
    </>
  );
}

/** A comment's replies, oldest first, a page at a time. */
function Replies({ parent }: { parent: number }) {
  const { t } = useI18n();
  return <CommentPages query={useListRepliesInfiniteQuery(parent)} kind="replies" more={t('comments.moreReplies')} />;
}

/**
 * One comment: author, when, type, text and picture; like, reply (top-level comments: replies go
 * one level deep), delete for its author, report for other members. A deleted comment that has
 * replies stays as a placeholder above them.
 */
export function CommentItem({ comment }: { comment: Comment }) {
  const { t, plural, locale } = useI18n();
  const { gate, now, report } = useCommentsContext();
  const [repliesShown, setRepliesShown] = useState(false);
  const [replying, setReplying] = useState(false);
  const repliesId = useId();
  const topLevel = comment.parent === null;
  const own = gate.ownId !== null && comment.author?.id === gate.ownId;
  const author = comment.author ? displayNameOf(comment.author) || t('profile.member') : '';
  const replies = comment.replies_count;

  return (
    <li className={topLevel ? styles.item : styles.reply}>
      <article className={styles.comment}>
        {comment.deleted || !comment.author ? (
          <p className={styles.deleted}>{t('comments.deleted')}</p>
        ) : (
          <>
            <header className={styles.header}>
              <MemberLine author={comment.author}>
                <time
                  className={styles.time}
                  dateTime={comment.created_time}
                  title={formatDay(comment.created_time, locale)}
                >
                  {relativeTime(comment.created_time, now, locale)}
                </time>
              </MemberLine>
              {comment.type !== 'comment' && (
                <span className={styles[comment.type]}>{t(`comments.type.${comment.type}`)}</span>
              )}
            </header>
            <CommentBody comment={comment} author={author} />
            <div className={styles.actions}>
              <LikeComment comment={comment} own={own} />
              {topLevel && (
                <button
                  type="button"
                  className={styles.action}
                  aria-expanded={replying}
                  onClick={() => setReplying(!replying)}
                >
                  {t('comments.reply.open')}
                </button>
              )}
              {own && <DeleteComment id={comment.id} />}
              {!own && gate.loggedIn && report?.(comment, styles.action)}
            </div>
          </>
        )}
        {topLevel && replies > 0 && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={repliesShown}
            aria-controls={repliesId}
            onClick={() => setRepliesShown(!repliesShown)}
          >
            {repliesShown ? t('comments.hideReplies') : plural('comments.showReplies', replies)}
          </button>
        )}
        {topLevel && (
          <div id={repliesId}>
            {repliesShown && replies > 0 && <Replies parent={comment.id} />}
            {replying && <CommentForm parent={comment.id} onPosted={() => setRepliesShown(true)} />}
          </div>
        )}
      </article>
    </li>
  );
}
