import React from 'react';
import { badgesOf } from '../../core/accounts/badges';
import { useI18n } from '../i18n/i18n-provider';
import * as styles from './member.module.css';

/** A member's profile badges (SPEC section 1), as a labelled list; nothing when they have none. */
export function Badges({
  userTypes,
  className,
}: {
  userTypes: readonly string[] | null | undefined;
  className?: string;
}) {
  const { t } = useI18n();
  const badges = badgesOf(userTypes);
  if (badges.length === 0) return null;
  return (
    <ul className={`${styles.badges} ${className ?? ''}`} aria-label={t('profile.badges')}>
      {badges.map((badge) => (
        <li key={badge} className={styles.badge}>
          {t(`badge.${badge}`)}
        </li>
      ))}
    </ul>
  );
}
