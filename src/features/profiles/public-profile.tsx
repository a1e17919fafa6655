import { Link } from 'gatsby';
import React from 'react';
import { DeadEnd } from '../../components/dead-end/dead-end';
import { useI18n } from '../../components/i18n/i18n-provider';
import { displayNameOf } from '../../core/accounts/badges';
import { routeTo } from '../../core/locales/routes';
import { selectSessionRestored } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { selectOwnProfile } from '../../store/profile-slice';
import { FollowButton } from './follow-button';
import { MemberTabs } from './member-tabs';
import { ProfileHeader } from './profile-header';
import { useGetPublicProfileQuery } from './profiles-api';
import * as styles from './profiles.module.css';
import * as ui from '../../styles/ui.module.css';

/** A member's public profile at {profile}/u/{user}, by username or id (client-rendered route). */
export function PublicProfile({
  user,
  creations,
  menu,
}: {
  user: string;
  /** The creations tab's list of a member's re-creations (the community feature's), by their id. */
  creations: (userId: string) => React.ReactNode;
  /** The "…" menu (report, block) a member sees on someone else's profile (the moderation feature's). */
  menu?: (member: { id: string; name: string; blocked: boolean }) => React.ReactNode;
}) {
  const { t, locale } = useI18n();
  const own = useAppSelector(selectOwnProfile);
  // followed_by_viewer depends on who asks: wait for the stored session, ask again on each visit.
  const restored = useAppSelector(selectSessionRestored);
  const {
    data: profile,
    isLoading,
    isError,
  } = useGetPublicProfileQuery(user, { skip: !restored, refetchOnMountOrArgChange: true });
  if (!restored || isLoading) return <p role="status">{t('site.loading')}</p>;
  if (isError || !profile)
    return <DeadEnd title={t('errors.userNotFound')} to={routeTo(locale, 'home')} label={t('auth.home')} />;
  const itsMe = own?.user_id === profile.id;
  const name = displayNameOf(profile) || t('profile.member');
  const actions = itsMe ? (
    <p>
      <Link to={routeTo(locale, 'settings')}>{t('settings.link')}</Link>
    </p>
  ) : (
    <div className={ui.actions}>
      {/* A block ends the follows between the two: nothing to follow until it is lifted. */}
      {!profile.blocked_by_viewer && (
        <FollowButton userId={profile.id} name={name} following={profile.followed_by_viewer} />
      )}
      {own && menu?.({ id: profile.id, name, blocked: profile.blocked_by_viewer })}
    </div>
  );
  return (
    <div className={styles.profile}>
      <ProfileHeader profile={profile} actions={actions} fallback={t('profile.member')} />
      <MemberTabs userId={profile.id} counts={profile} creations={creations(profile.id)} />
    </div>
  );
}
