import React, { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { type CardActions, RecipeGrid } from '../../components/recipe-card/recipe-card';
import type { TextKey } from '../../core/i18n/messages';
import type { Locale } from '../../core/locales/locales';
import { routeTo } from '../../core/locales/routes';
import type { RecipeSummary } from '../../core/recipes/recipe-summary';
import type { ListedRecipes } from '../../core/search/more-recipes';
import * as styles from './listings.module.css';

/**
 * A listing's cards: the static page's first page, then each "Show more recipes" adds the next
 * from the catalogue. The button is a link to the same list on the search page, so it still
 * leads somewhere before the page's code runs, or in a new tab; once the new cards are in, focus
 * moves to the first of them.
 */
export function ListedRecipeGrid({
  locale,
  listed,
  empty,
  actions,
}: {
  locale: Locale;
  listed: ListedRecipes;
  empty: TextKey;
  actions?: CardActions;
}) {
  const { t } = useI18n();
  const [added, setAdded] = useState<RecipeSummary[]>([]);
  const [next, setNext] = useState(listed.more);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const grid = useRef<HTMLDivElement>(null);
  const firstNew = useRef<number | null>(null);

  useEffect(() => {
    if (firstNew.current === null) return;
    grid.current?.querySelectorAll<HTMLElement>('li')[firstNew.current]?.querySelector<HTMLElement>('a')?.focus();
    firstNew.current = null;
  }, [added]);

  if (!listed.recipes.length) return <p className={styles.empty}>{t(empty)}</p>;
  const shown = added.length ? [...listed.recipes, ...added] : listed.recipes;

  const showMore = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    // A click meant for a new tab or window opens the search page there.
    if (!next || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (status === 'loading') return;
    const searchPage = event.currentTarget.href;
    setStatus('loading');
    let loader: typeof import('./load-more-recipes');
    try {
      loader = await import('./load-more-recipes');
    } catch {
      // The loader's script is gone (a deploy since the page opened): the search page lists the rest.
      window.location.assign(searchPage);
      return;
    }
    try {
      const page = await loader.loadMoreRecipes(locale, next);
      // Focus goes to the first new card, or stays on the list's last one when none came.
      firstNew.current = page.recipes.length ? shown.length : shown.length - 1;
      setAdded((current) => [...current, ...page.recipes]);
      setNext(page.more);
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div ref={grid} aria-busy={status === 'loading'}>
      <RecipeGrid recipes={shown} headingLevel={2} actions={actions} />
      {next && (
        <p className={styles.more}>
          <a className={styles.button} href={`${routeTo(locale, 'search')}${next.search}`} onClick={showMore}>
            {t('search.loadMore')}
          </a>
        </p>
      )}
      {status === 'failed' && (
        <p className={styles.problem} role="alert">
          {t('search.error')}
        </p>
      )}
    </div>
  );
}
