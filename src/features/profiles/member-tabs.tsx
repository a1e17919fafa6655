import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { FollowList } from './follow-list';
import { type ProfileTab, ProfileTabs } from './profile-tabs';
import type { PublicProfile } from './profiles-api';
import * as styles from './profiles.module.css';

type Counts = Pick<PublicProfile, 'authored_recipes_count' | 'posts_count' | 'followers_count' | 'follows_count'>;

/** Recipes, creations, [favourites,] followers and following of a member (SPEC section 2, Profile tabs). */
export function MemberTabs({
  userId,
  counts,
  creations,
  favourites,
}: {
  userId: string;
  counts: Counts;
  /** The member's re-creations (the community feature's list). */
  creations: React.ReactNode;
  favourites?: { count: number; panel: React.ReactNode };
}) {
  const { t } = useI18n();
  const tabs: ProfileTab[] = [
    {
      id: 'recipes',
      label: t('profile.recipes'),
      count: counts.authored_recipes_count,
      panel: <p className={styles.empty}>{t('profile.recipesEmpty')}</p>,
    },
    {
      id: 'creations',
      label: t('profile.creations'),
      count: counts.posts_count,
      panel: creations,
    },
    ...(favourites
      ? [{ id: 'favourites', label: t('profile.favourites'), count: favourites.count, panel: favourites.panel }]
      : []),
    {
      id: 'followers',
      label: t('profile.followers'),
      count: counts.followers_count,
      panel: <FollowList user={userId} direction="follower" count={counts.followers_count} />,
    },
    {
      id: 'following',
      label: t('profile.following'),
      count: counts.follows_count,
      panel: <FollowList user={userId} direction="following" count={counts.follows_count} />,
    },
  ];
  return <ProfileTabs tabs={tabs} label={t('profile.tabs')} />;
}
