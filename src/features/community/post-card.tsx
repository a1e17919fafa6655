import { Link } from 'gatsby';
import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { MemberLine } from '../../components/member/member-line';
import { routeTo } from '../../core/locales/routes';
import type { Post } from './community-api';
import * as styles from './community.module.css';
import { LikeButton } from './like-button';
import { PostDate, PostPhoto, RecipeLink, WinnerBadge } from './post-parts';

const CARD_WIDTHS = [400, 800] as const;

/**
 * A re-creation in a list: its first photo, title (the link to its page, over the whole card),
 * author with badges, the recipe, the like button with its count, the day, the winner badge.
 */
export function PostCard({
  post,
  priority = false,
  author = true,
}: {
  post: Post;
  priority?: boolean;
  /** False where every card is the same member's (their profile's creations tab). */
  author?: boolean;
}) {
  const { locale } = useI18n();
  const [first] = post.attachments;
  return (
    <article className={styles.card} aria-labelledby={`post-${post.uuid}`}>
      <div className={styles.cardPicture}>
        {first && (
          <PostPhoto
            photo={first}
            widths={CARD_WIDTHS}
            sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
            priority={priority}
          />
        )}
        {post.is_challenge_winner && <WinnerBadge />}
      </div>
      <h2 id={`post-${post.uuid}`} className={styles.cardTitle}>
        <Link className={styles.cardLink} to={routeTo(locale, 'communityPost', { uuid: post.uuid })}>
          {post.title}
        </Link>
      </h2>
      {author && (
        <div className={styles.above}>
          <MemberLine author={post.from_user} size={28} />
        </div>
      )}
      <RecipeLink recipe={post.recipe} className={styles.above} />
      <div className={`${styles.cardFooter} ${styles.above}`}>
        <LikeButton post={post} />
        <PostDate post={post} />
      </div>
    </article>
  );
}

/** Re-creations as a grid of cards: 2 on phones to 4 on wide screens. */
export function PostGrid({ posts }: { posts: Post[] }) {
  return (
    <ul className={styles.grid}>
      {posts.map((post, index) => (
        <li key={post.uuid}>
          <PostCard post={post} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}
