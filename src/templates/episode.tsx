import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import React from 'react';
import type { EpisodeContext } from '../core/site/page-context';
import { useI18n } from '../components/i18n/i18n-provider';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import { htmlLangOf } from '../core/locales/locales';
import { routeTo } from '../core/locales/routes';
import { EpisodeSwiper } from '../features/shows/episode-swiper';
import * as shows from '../features/shows/shows.module.css';
import { VideoPlayer } from '../components/video/video-player';
import * as ui from '../styles/ui.module.css';
import * as styles from '../styles/page.module.css';

function Episode({ context }: { context: EpisodeContext }) {
  const { t, locale } = useI18n();
  const { episode } = context;
  return (
    <EpisodeSwiper previous={context.previous} next={context.next}>
      <article className={`${styles.hero} ${shows.episode}`}>
        <p>
          <Link to={context.showPath}>{episode.show_title}</Link> ·{' '}
          {t('episode.label', { season: episode.season, number: episode.number })}
        </p>
        <h1 className={styles.title}>{episode.title}</h1>
        <VideoPlayer key={episode.id} source={episode.video} title={episode.title} />
        <p>{episode.description}</p>
        <p className={ui.actions}>
          <Link className={ui.pill} to={routeTo(locale, 'recipe', { slug: episode.recipe_slug })}>
            {t('episode.recipe')}
          </Link>
        </p>
      </article>
    </EpisodeSwiper>
  );
}

/** An episode's video page (SPEC section 2): the video, its recipe, and its neighbours in the show. */
export default function EpisodeTemplate({ pageContext, location }: PageProps<object, EpisodeContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <Episode context={pageContext} />
    </Layout>
  );
}

export const Head = pageHead<EpisodeContext>((context, t) => {
  const { episode } = context;
  const site = (context.siteUrl ?? '').replace(/\/$/, '');
  const label = t('episode.label', { season: episode.season, number: episode.number });
  return {
    title: `${episode.title} · ${episode.show_title} ${label}`,
    description: episode.description,
    path: context.canonicalPath,
    image: `${site}${episode.video.poster}`,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: episode.title,
      description: episode.description,
      thumbnailUrl: [`${site}${episode.video.poster}`],
      contentUrl: `${site}${episode.video.master}`,
      uploadDate: new Date(episode.published_at).toISOString(),
      duration: `PT${Math.round(episode.video.duration_seconds)}S`,
      inLanguage: htmlLangOf(context.locale),
      partOfSeries: { '@type': 'TVSeries', name: episode.show_title },
      url: `${site}${context.canonicalPath}`,
    },
  };
});
