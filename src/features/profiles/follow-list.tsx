import { Link } from 'gatsby';
import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { badgesOf, displayNameOf } from '../../core/accounts/badges';
import { cursorOf } from '../../core/community/cursor';
import { routeTo } from '../../core/locales/routes';
import { Avatar } from '../../components/member/avatar';
import { type FollowDirection, useGetFollowPageQuery } from './profiles-api';
import * as styles from './profiles.module.css';
import * as ui from '../../styles/ui.module.css';

/** One page of the list; the last loaded page offers the next one. */
function FollowPage({
  user,
  direction,
  cursor,
  last,
  onMore,
}: {
  user: string;
  direction: FollowDirection;
  cursor: string | null;
  last: boolean;
  onMore: (cursor: string) => void;
}) {
  const { t, locale } = useI18n();
  const { data, isLoading, isError } = useGetFollowPageQuery({ user, direction, cursor });
  if (isLoading) return <li role="status">{t('site.loading')}</li>;
  if (isError || !data) return <li role="alert">{t('errors.generic')}</li>;
  const next = cursorOf(data.next);
  return (
    <>
      {data.results.map((member) => {
        const name = displayNameOf(member) || t('profile.member');
        const badges = badgesOf(member.user_types);
        return (
          <li key={member.id} className={styles.member}>
            <Avatar picture={member.profile_picture} name={name} size={44} />
            <Link to={routeTo(locale, 'publicProfile', { user: member.username || member.id })}>{name}</Link>
            {badges.length > 0 && (
              <span className={styles.memberBadges}>{badges.map((badge) => t(`badge.${badge}`)).join(' · ')}</span>
            )}
          </li>
        );
      })}
      {last && next && (
        <li>
          <button type="button" className={ui.pillOutline} onClick={() => onMore(next)}>
            {t('profile.showMore')}
          </button>
        </li>
      )}
    </>
  );
}

/** Followers or followed members of a profile, 20 at a time (community cursor pagination). */
export function FollowList({ user, direction, count }: { user: string; direction: FollowDirection; count: number }) {
  const { t } = useI18n();
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  if (count === 0)
    return (
      <p className={styles.empty}>
        {t(direction === 'follower' ? 'profile.followersEmpty' : 'profile.followingEmpty')}
      </p>
    );
  return (
    <ul className={styles.members}>
      {cursors.map((cursor, index) => (
        <FollowPage
          key={cursor ?? 'first'}
          user={user}
          direction={direction}
          cursor={cursor}
          last={index === cursors.length - 1}
          onMore={(next) => setCursors([...cursors, next])}
        />
      ))}
    </ul>
  );
}
