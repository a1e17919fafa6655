import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import React from 'react';
import type { ShowsContext } from '../core/site/page-context';
import { useI18n } from '../components/i18n/i18n-provider';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import { routeTo } from '../core/locales/routes';
import { EpisodeCard } from '../features/shows/episode-card';
import * as shows from '../features/shows/shows.module.css';
import { Teaser } from '../features/shows/teaser';
import * as styles from '../styles/page.module.css';

function ShowsHome({ context }: { context: ShowsContext }) {
  const { t, plural, locale } = useI18n();
  return (
    <div className={styles.hero}>
      <h1 className={styles.title}>{t('shows.title')}</h1>
      <p className={styles.intro}>{t('shows.intro')}</p>
      <section aria-labelledby="shows-new" className={styles.section}>
        <h2 id="shows-new">{t('shows.new')}</h2>
        <ul className={shows.row}>
          {context.newEpisodes.map((episode) => (
            <EpisodeCard key={episode.id} episode={episode} withShow />
          ))}
        </ul>
      </section>
      <section aria-labelledby="shows-all" className={styles.section}>
        <h2 id="shows-all">{t('shows.all')}</h2>
        <ul className={shows.shows}>
          {context.shows.map((show) => (
            <li key={show.id} className={shows.show}>
              <h3>
                <Link to={routeTo(locale, 'show', { slug: show.slug })}>{show.title}</Link>
              </h3>
              <p className={shows.meta}>
                {plural('show.seasons', show.seasons_count)} · {plural('show.episodes', show.episodes_count)}
              </p>
              <p>{show.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="shows-teasers" className={styles.section}>
        <h2 id="shows-teasers">{t('shows.teasers')}</h2>
        <ul className={shows.shows}>
          {context.shows.map((show) => (
            <li key={show.id} className={shows.show}>
              <Teaser show={show} />
              <p>
                <Link to={routeTo(locale, 'show', { slug: show.slug })}>{show.title}</Link>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The shows home (SPEC section 2): new episodes, all shows, teasers. */
export default function ShowsTemplate({ pageContext, location }: PageProps<object, ShowsContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <ShowsHome context={pageContext} />
    </Layout>
  );
}

export const Head = pageHead<ShowsContext>((context, t) => ({
  title: t('shows.title'),
  description: t('shows.intro'),
  path: context.canonicalPath,
}));
