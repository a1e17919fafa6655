import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { VideoPlayer } from '../../components/video/video-player';
import type { VideoSource } from '../../core/contract/videos';
import { imageUrl, placeholderUrl, squareSrcSet } from '../../core/images/image-url';
import type { RecipeDetail } from '../../core/recipes/recipe-detail';
import * as styles from './recipe-page.module.css';

const COVER_WIDTHS = [400, 800, 1200] as const;

/** The recipe's video player, its own video, or its picture over its palette; says so if the video fails. */
export function RecipeCover({ recipe, video }: { recipe: RecipeDetail; video?: VideoSource | null }) {
  const { t } = useI18n();
  const [videoFailed, setVideoFailed] = useState(false);
  const [first, second, third] = recipe.palette;
  const poster = recipe.web_cover ? imageUrl(recipe.web_cover, { w: 800, h: 800, fit: 'crop' }) : undefined;
  if (video) return <VideoPlayer source={video} title={recipe.title} />;
  return (
    <figure
      className={styles.cover}
      style={{
        background: recipe.web_cover
          ? `center / cover url("${placeholderUrl(recipe.web_cover)}") ${third ?? '#fff'}`
          : `radial-gradient(circle at 30% 30%, ${third} 0 18%, ${second} 19% 42%, ${first} 43%)`,
      }}
    >
      {recipe.video && !videoFailed ? (
        <video
          className={styles.coverMedia}
          controls
          playsInline
          preload="none"
          poster={poster}
          aria-label={t('recipe.video')}
          onError={() => setVideoFailed(true)}
        >
          <source src={recipe.video} onError={() => setVideoFailed(true)} />
        </video>
      ) : (
        recipe.web_cover && (
          <img
            className={styles.coverMedia}
            src={imageUrl(recipe.web_cover, { w: 800, h: 800, fit: 'crop' })}
            srcSet={squareSrcSet(recipe.web_cover, COVER_WIDTHS)}
            sizes="(min-width: 768px) 50vw, 100vw"
            width={800}
            height={800}
            alt=""
            fetchPriority="high"
          />
        )
      )}
      {videoFailed && (
        <figcaption className={styles.videoError} role="alert">
          {t('errors.videoPlayback')}
        </figcaption>
      )}
    </figure>
  );
}
