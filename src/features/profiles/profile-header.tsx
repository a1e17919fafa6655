import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { displayNameOf } from '../../core/accounts/badges';
import { Avatar } from '../../components/member/avatar';
import { Badges } from '../../components/member/badges';
import type { PublicProfile } from './profiles-api';
import * as styles from './profiles.module.css';

type HeaderProfile = Pick<
  PublicProfile,
  'first_name' | 'last_name' | 'username' | 'profile_picture' | 'user_types' | 'biography' | 'instagram_profile'
>;

/**
 * Picture, name, @username, badges, biography and Instagram link; `actions` holds follow or edit.
 * Public profiles come without the legal name unless the member shows it: the name is then
 * @username, else `fallback`.
 */
export function ProfileHeader({
  profile,
  actions,
  fallback,
}: {
  profile: HeaderProfile;
  actions?: React.ReactNode;
  fallback?: string;
}) {
  const { t } = useI18n();
  const name = displayNameOf(profile) || fallback || t('profile.title');
  const instagram = profile.instagram_profile?.replace(/^@/, '');
  return (
    <header className={styles.header}>
      <Avatar picture={profile.profile_picture} name={name} size={88} />
      <div className={styles.identity}>
        <h1 className={styles.name}>{name}</h1>
        {profile.username && name !== `@${profile.username}` && <p className={styles.username}>@{profile.username}</p>}
        <Badges userTypes={profile.user_types} className={styles.badges} />
        {profile.biography && <p className={styles.biography}>{profile.biography}</p>}
        {instagram && (
          <p>
            <a href={`https://www.instagram.com/${encodeURIComponent(instagram)}/`} rel="noopener noreferrer">
              {t('profile.instagram', { handle: instagram })}
            </a>
          </p>
        )}
        {actions}
      </div>
    </header>
  );
}
