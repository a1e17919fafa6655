import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import * as styles from './community.module.css';
import { PagedPosts } from './paged-posts';
import { PostCard } from './post-card';

/** A member's re-creations, newest first: the creations tab of their profile. */
export function MemberPosts({ userId }: { userId: string }) {
  const { t } = useI18n();
  return (
    <PagedPosts
      className={styles.grid}
      query={{ user: userId }}
      empty={t('profile.creationsEmpty')}
      item={(post) => <PostCard post={post} author={false} />}
    />
  );
}
