import { Link } from 'gatsby';
import React from 'react';
import { DeadEnd } from '../../components/dead-end/dead-end';
import { useI18n } from '../../components/i18n/i18n-provider';
import { MemberLine } from '../../components/member/member-line';
import { imageUrl } from '../../core/images/image-url';
import { routeTo } from '../../core/locales/routes';
import { selectSessionRestored } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { selectOwnProfile } from '../../store/profile-slice';
import { type Post, useGetPostQuery } from './community-api';
import * as styles from './community.module.css';
import { DeletePost } from './delete-post';
import { LikeButton } from './like-button';
import { PostDate, PostPhoto, WinnerBadge, recipePathOf } from './post-parts';

const PHOTO_WIDTHS = [800, 400, 1200] as const;

/** The recipe re-created, as a small card with its picture. */
function RecreatedRecipe({ recipe }: { recipe: Post['recipe'] }) {
  const { t, locale } = useI18n();
  return (
    <section className={styles.recreated} aria-labelledby="recreated-title">
      <h2 id="recreated-title" className={styles.smallTitle}>
        {t('community.recipeTitle')}
      </h2>
      <Link className={styles.recreatedLink} to={recipePathOf(locale, recipe)}>
        {recipe.web_cover_thumbnail && (
          <img
            src={imageUrl(recipe.web_cover_thumbnail, { w: 160, h: 160, fit: 'crop' })}
            width={80}
            height={80}
            alt=""
            loading="lazy"
          />
        )}
        <span>{recipe.title}</span>
      </Link>
    </section>
  );
}

/** What the page gives a post: its comments, and a report control for someone else's (other features'). */
interface PostSlots {
  comments?: (post: Post) => React.ReactNode;
  report?: (post: Post) => React.ReactNode;
}

function LoadedPost({ post, comments, report }: PostSlots & { post: Post }) {
  const own = useAppSelector(selectOwnProfile);
  const mine = own?.user_id === post.from_user.id;
  return (
    <article className={styles.post} aria-labelledby="post-title">
      <div className={styles.postPhotos}>
        <ul className={styles.photos} data-count={post.attachments.length}>
          {post.attachments.map((photo, index) => (
            <li key={photo.uuid}>
              <PostPhoto
                photo={photo}
                widths={PHOTO_WIDTHS}
                sizes="(min-width: 768px) 50vw, 100vw"
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
        {post.is_challenge_winner && <WinnerBadge />}
      </div>
      <div className={styles.postText}>
        <h1 id="post-title" className={styles.postTitle}>
          {post.title}
        </h1>
        <MemberLine author={post.from_user}>
          <PostDate post={post} />
        </MemberLine>
        {post.message && <p className={styles.message}>{post.message}</p>}
        <div className={styles.postActions}>
          <LikeButton post={post} />
          {mine ? <DeletePost uuid={post.uuid} /> : own && report?.(post)}
        </div>
        <RecreatedRecipe recipe={post.recipe} />
      </div>
      {comments && <div className={styles.comments}>{comments(post)}</div>}
    </article>
  );
}

/**
 * One re-creation at {community feed}/{uuid} (client-rendered): every photo, the author, the
 * recipe, like; the owner deletes it, other members report it (`report`); then its `comments`.
 */
export function PostPage({ uuid, ...slots }: PostSlots & { uuid: string }) {
  const { t, locale } = useI18n();
  // user_reaction depends on who asks: wait for the stored session, ask again on each visit.
  const restored = useAppSelector(selectSessionRestored);
  const { data, isLoading, isError } = useGetPostQuery(uuid, { skip: !restored, refetchOnMountOrArgChange: true });
  if (!restored || isLoading) return <p role="status">{t('site.loading')}</p>;
  if (isError || !data)
    return (
      <DeadEnd
        title={t('community.postNotFound')}
        to={routeTo(locale, 'communityFeed')}
        label={t('community.backToFeed')}
      />
    );
  return <LoadedPost post={data} {...slots} />;
}
