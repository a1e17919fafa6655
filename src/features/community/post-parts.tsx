import { Link } from 'gatsby';
import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import type { Attachment } from '../../core/contract/community';
import type { Post } from '../../core/contract/posts';
import { formatDay } from '../../core/format/date';
import { imageUrl, placeholderUrl, squareSrcSet } from '../../core/images/image-url';
import { type Locale, languageOf } from '../../core/locales/locales';
import { routeTo } from '../../core/locales/routes';
import type { ImageSize } from '../../core/rules';
import * as styles from './community.module.css';

/**
 * The recipe a post re-creates: its page in this locale when the recipe is in the locale's
 * language, else the by-id route, which finds the recipe's page in this locale if it has one.
 */
export function recipePathOf(locale: Locale, recipe: Post['recipe']): string {
  return recipe.language === languageOf(locale)
    ? routeTo(locale, 'recipe', { slug: recipe.url_slug })
    : routeTo(locale, 'recipeById', { id: recipe.id });
}

/** A photo of a re-creation, square-cropped like every picture of the site, its box reserved. */
export function PostPhoto({
  photo,
  widths,
  sizes,
  alt = '',
  priority = false,
}: {
  photo: Attachment;
  widths: readonly ImageSize[];
  sizes: string;
  alt?: string;
  priority?: boolean;
}) {
  const side = widths[0];
  return (
    <img
      className={styles.photo}
      style={{ backgroundImage: `url("${placeholderUrl(photo.media)}")` }}
      src={imageUrl(photo.media, { w: side, h: side, fit: 'crop' })}
      srcSet={squareSrcSet(photo.media, widths)}
      sizes={sizes}
      width={side}
      height={side}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/** When the post was shared, as the locale writes a day. */
export function PostDate({ post }: { post: Pick<Post, 'created_time'> }) {
  const { locale } = useI18n();
  return (
    <time className={styles.date} dateTime={post.created_time}>
      {formatDay(post.created_time, locale)}
    </time>
  );
}

/** The 50-likes challenge's winner badge (SPEC section 1). */
export function WinnerBadge() {
  const { t } = useI18n();
  return <span className={styles.winner}>{t('community.winner')}</span>;
}

/** "Re-created from {recipe}", the recipe linked. */
export function RecipeLink({ recipe, className }: { recipe: Post['recipe']; className?: string }) {
  const { t, locale } = useI18n();
  const [before, after = ''] = t('community.recreationOf').split('{recipe}');
  return (
    <p className={`${styles.recipe} ${className ?? ''}`}>
      {before}
      <Link to={recipePathOf(locale, recipe)}>{recipe.title}</Link>
      {after}
    </p>
  );
}
