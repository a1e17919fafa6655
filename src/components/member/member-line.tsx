import { Link } from 'gatsby';
import React from 'react';
import { displayNameOf } from '../../core/accounts/badges';
import type { Author } from '../../core/contract/community';
import { routeTo } from '../../core/locales/routes';
import { useI18n } from '../i18n/i18n-provider';
import { Avatar } from './avatar';
import { Badges } from './badges';
import * as styles from './member.module.css';

/**
 * Who wrote a post or a comment: picture, name linking to their public profile, badges; `children`
 * follow on the same line (a date).
 */
export function MemberLine({
  author,
  size = 40,
  children,
}: {
  author: Author;
  size?: number;
  children?: React.ReactNode;
}) {
  const { t, locale } = useI18n();
  const name = displayNameOf(author) || t('profile.member');
  return (
    <div className={styles.line}>
      <Avatar picture={author.profile_picture} name={name} size={size} />
      <div className={styles.who}>
        <Link className={styles.name} to={routeTo(locale, 'publicProfile', { user: author.username || author.id })}>
          {name}
        </Link>
        <Badges userTypes={author.user_types} />
        {children}
      </div>
    </div>
  );
}
