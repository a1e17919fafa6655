import { Link } from 'gatsby';
import React from 'react';
import type { EpisodeRecord } from '../../core/contract/shows';
import { routeTo } from '../../core/locales/routes';
import { useI18n } from '../../components/i18n/i18n-provider';
import * as styles from './shows.module.css';

/** An episode as a card: its poster, its show, season and number, its title; the whole card links to its page. */
export function EpisodeCard({ episode, withShow = false }: { episode: EpisodeRecord; withShow?: boolean }) {
  const { t, locale } = useI18n();
  return (
    <li className={styles.card}>
      <img src={episode.video.poster} alt="" width={320} height={180} loading="lazy" decoding="async" />
      <p className={styles.meta}>
        {withShow && `${episode.show_title} · `}
        {t('episode.label', { season: episode.season, number: episode.number })}
      </p>
      <h3>
        <Link
          to={routeTo(locale, 'episode', { show: episode.show_slug, episode: episode.slug })}
          className={styles.stretched}
        >
          {episode.title}
        </Link>
      </h3>
    </li>
  );
}
