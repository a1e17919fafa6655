import React, { useEffect, useId, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { useMemberGate } from '../../components/members-only/member-gate';
import { COMMENT_TYPE_FILTERS } from '../../core/rules';
import { useMemberGateSession } from '../../store/member-gate-session';
import { CommentForm } from './comment-form';
import { CommentPages } from './comment-item';
import { type CommentFilter, type CommentTarget, useListCommentsInfiniteQuery } from './comments-api';
import { type CommentReport, CommentsContext, useCommentsContext } from './comments-context';
import * as styles from './comments.module.css';

const CLOCK_MS = 30_000;

/** The time now, moved on every `everyMs` (relative times keep up while the page stays open). */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Which comments to show: all, or one type (a labelled radio group). */
function TypeFilter({ value, onChange }: { value: CommentFilter; onChange: (value: CommentFilter) => void }) {
  const { t } = useI18n();
  const name = useId();
  return (
    <fieldset className={styles.filter}>
      <legend>{t('comments.filter.legend')}</legend>
      {COMMENT_TYPE_FILTERS.map((type) => (
        <label key={type} className={styles.filterChoice}>
          <input type="radio" name={name} value={type} checked={value === type} onChange={() => onChange(type)} />
          <span>{t(`comments.filter.${type}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The target's top-level comments of the chosen type, newest first, with "load more". */
function CommentList({ type }: { type: CommentFilter }) {
  const { t } = useI18n();
  const { target, gate } = useCommentsContext();
  // Likes depend on who asks: wait for the stored session before the first page.
  const query = useListCommentsInfiniteQuery({ target, type }, { skip: !gate.ready });
  if (!gate.ready) return <p role="status">{t('site.loading')}</p>;
  return (
    <CommentPages
      query={query}
      kind="comments"
      more={t('comments.loadMore')}
      empty={<p className={styles.empty}>{t(type === 'all' ? 'comments.empty' : 'comments.emptyFiltered')}</p>}
    />
  );
}

/**
 * The comments under a recipe or a re-creation post (SPEC sections 3 Comment, 4, 6): the form, a
 * type filter, the list with replies one level deep. Everyone reads them; writing, liking and
 * reporting are for members. `count` is the target's number of comments when the page knows it;
 * `report` is the report control the page gives for other members' comments.
 */
export function Comments({ target, count, report }: { target: CommentTarget; count?: number; report?: CommentReport }) {
  const { t, plural } = useI18n();
  const gate = useMemberGate(useMemberGateSession());
  const now = useNow(CLOCK_MS);
  const headingId = useId();
  const [type, setType] = useState<CommentFilter>('all');
  return (
    <CommentsContext.Provider value={{ target, gate, now, report, headingId }}>
      <section id="comments" className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.title} tabIndex={-1}>
          {count === undefined ? t('comments.title') : plural('comments.heading', count)}
        </h2>
        <CommentForm />
        <TypeFilter value={type} onChange={setType} />
        <CommentList type={type} />
        {gate.dialogs}
      </section>
    </CommentsContext.Provider>
  );
}
