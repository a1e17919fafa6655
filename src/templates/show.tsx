import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import React from 'react';
import type { ShowContext } from '../core/site/page-context';
import { useI18n } from '../components/i18n/i18n-provider';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import { routeTo } from '../core/locales/routes';
import { EpisodeCard } from '../features/shows/episode-card';
import * as shows from '../features/shows/shows.module.css';
import * as styles from '../styles/page.module.css';

function Show({ show, episodes }: Pick<ShowContext, 'show' | 'episodes'>) {
  const { t, plural, locale } = useI18n();
  const seasons = [...new Set(episodes.map((episode) => episode.season))];
  return (
    <div className={styles.hero}>
      <p>
        <Link to={routeTo(locale, 'shows')}>{t('shows.all')}</Link>
      </p>
      <h1 className={styles.title}>{show.title}</h1>
      <p className={styles.intro}>{show.description}</p>
      <p className={shows.meta}>
        {plural('show.seasons', show.seasons_count)} · {plural('show.episodes', show.episodes_count)}
      </p>
      {seasons.map((season) => (
        <section key={season} aria-labelledby={`season-${season}`} className={styles.section}>
          <h2 id={`season-${season}`}>{t('show.season', { number: season })}</h2>
          <ul className={shows.row}>
            {episodes
              .filter((episode) => episode.season === season)
              .map((episode) => (
                <EpisodeCard key={episode.id} episode={episode} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A show (SPEC section 2, show listing): its seasons and their episodes. */
export default function ShowTemplate({ pageContext, location }: PageProps<object, ShowContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <Show show={pageContext.show} episodes={pageContext.episodes} />
    </Layout>
  );
}

export const Head = pageHead<ShowContext>((context) => ({
  title: context.show.title,
  description: context.show.description,
  path: context.canonicalPath,
  image: context.show.teaser?.poster,
}));
