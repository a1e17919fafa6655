import { LOCALES, type Locale } from '../core/locales/locales';
import { routeTo } from '../core/locales/routes';
import type { EpisodeRecord } from '../core/contract/shows';
import type { EpisodeContext, ShellContext, ShowContext, ShowsContext } from '../core/site/page-context';
import type { PlannedPage, SiteSources } from './planned-page';

/** How many of the newest episodes the shows home shows. */
const NEW_EPISODES = 6;

const episodePath = (locale: Locale, episode: EpisodeRecord) =>
  routeTo(locale, 'episode', { show: episode.show_slug, episode: episode.slug });

/** The same show or episode (one id) in every locale that has it. */
function showAlternates(sources: SiteSources, id: string, kind: 'show' | 'episode') {
  return Object.fromEntries(
    LOCALES.flatMap((other) => {
      if (kind === 'show') {
        const show = sources[other].shows?.find((s) => s.id === id);
        return show ? [[other, routeTo(other, 'show', { slug: show.slug })]] : [];
      }
      const episode = sources[other].episodes?.find((e) => e.id === id);
      return episode ? [[other, episodePath(other, episode)]] : [];
    }),
  );
}

/**
 * The shows home (new episodes, every show, their teasers), a page per show (its seasons) and a
 * video page per episode, which knows the episodes before and after it in its show.
 */
export function showPagesOf(sources: SiteSources, shell: ShellContext): PlannedPage[] {
  const { locale } = shell;
  const shows = (sources[locale].shows ?? []).filter((show) => show.episodes_count > 0);
  const episodes = sources[locale].episodes ?? [];
  const newEpisodes = [...episodes].sort((a, b) => b.published_at - a.published_at).slice(0, NEW_EPISODES);
  const home: ShowsContext = { ...shell, shows, newEpisodes, canonicalPath: routeTo(locale, 'shows') };
  const pages: PlannedPage[] = [{ path: routeTo(locale, 'shows'), template: 'shows', context: home }];
  for (const show of shows) {
    const own = episodes
      .filter((episode) => episode.show_id === show.id)
      .sort((a, b) => a.season - b.season || a.number - b.number);
    const path = routeTo(locale, 'show', { slug: show.slug });
    const context: ShowContext = {
      ...shell,
      show,
      episodes: own,
      canonicalPath: path,
      alternates: showAlternates(sources, show.id, 'show'),
    };
    pages.push({ path, template: 'show', context });
    own.forEach((episode, index) => {
      const link = (other?: EpisodeRecord) => other && { path: episodePath(locale, other), title: other.title };
      const episodeContext: EpisodeContext = {
        ...shell,
        episode,
        showPath: path,
        previous: link(own[index - 1]) ?? null,
        next: link(own[index + 1]) ?? null,
        canonicalPath: episodePath(locale, episode),
        alternates: showAlternates(sources, episode.id, 'episode'),
      };
      pages.push({ path: episodePath(locale, episode), template: 'episode', context: episodeContext });
    });
  }
  return pages;
}
