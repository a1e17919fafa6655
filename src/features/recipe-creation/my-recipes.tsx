import { Link } from 'gatsby';
import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { COMMUNITY_RECIPE_STATUSES, type CommunityRecipeStatus } from '../../core/recipes/recipe-status';
import { routeTo } from '../../core/locales/routes';
import * as form from '../../components/form/form.module.css';
import * as ui from '../../styles/ui.module.css';
import { useListCommunityRecipesQuery } from './community-recipes-api';
import { CreateRecipeButton } from './create-recipe';
import { CreatorTermsBanner } from './creator-terms-dialog';
import * as styles from './recipe-creation.module.css';

/** One page of the member's recipes; "more" asks for the next. */
function RecipesPage({
  status,
  cursor,
  onMore,
}: {
  status?: CommunityRecipeStatus;
  cursor?: string;
  /** Set on the last page shown only: its "more" asks for the next one. */
  onMore?: (next: string) => void;
}) {
  const { t, locale } = useI18n();
  const { data, isLoading, isError, refetch } = useListCommunityRecipesQuery({ status, cursor });
  if (isLoading) return <p role="status">{t('site.loading')}</p>;
  if (isError || !data)
    return (
      <p className={ui.problem} role="alert">
        {t('errors.generic')}{' '}
        <button type="button" className={styles.small} onClick={() => refetch()}>
          {t('myRecipes.retry')}
        </button>
      </p>
    );
  if (!data.results.length && !cursor) return <p className={ui.empty}>{t('myRecipes.empty')}</p>;
  const nextCursor = data.next ? new URL(data.next).searchParams.get('cursor') : null;
  return (
    <>
      <ul className={styles.list}>
        {data.results.map((recipe) => (
          <li key={recipe.uuid} className={styles.item}>
            {recipe.picture_thumbnail ? (
              <img className={styles.thumb} src={recipe.picture_thumbnail} alt="" />
            ) : (
              <span className={styles.thumb} aria-hidden="true" />
            )}
            <div>
              <h2>
                <Link to={routeTo(locale, 'myRecipe', { uuid: recipe.uuid })}>{recipe.title}</Link>
              </h2>
              <p>
                <span className={styles.status}>{t(`creation.status.${recipe.status}`)}</span>
              </p>
              {recipe.refusal_reason && (
                <p>
                  {t('creation.reason')} {recipe.refusal_reason}
                </p>
              )}
              {recipe.published && (
                <p>
                  <Link to={routeTo(locale, 'recipe', { slug: recipe.published.url_slug })}>
                    {t('creation.seePublished')}
                    <span className="visually-hidden">: {recipe.title}</span>
                  </Link>
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {nextCursor && onMore && (
        <button type="button" className={ui.pillOutline} onClick={() => onMore(nextCursor)}>
          {t('myRecipes.more')}
        </button>
      )}
    </>
  );
}

/** "My recipes" (SPEC section 2): the member's recipes with their status, and "Create a recipe". */
export function MyRecipes() {
  const { t } = useI18n();
  const [status, setStatus] = useState<CommunityRecipeStatus | ''>('');
  const [cursors, setCursors] = useState<string[]>([]);
  return (
    <section aria-labelledby="my-recipes-title" className={styles.page}>
      <h2 id="my-recipes-title">{t('myRecipes.title')}</h2>
      <CreatorTermsBanner />
      <div className={ui.actions}>
        <CreateRecipeButton />
      </div>
      <div className={form.field}>
        <label htmlFor="my-recipes-status">{t('myRecipes.filter')}</label>
        <select
          id="my-recipes-status"
          className={form.input}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as CommunityRecipeStatus | '');
            setCursors([]);
          }}
        >
          <option value="">{t('myRecipes.all')}</option>
          {COMMUNITY_RECIPE_STATUSES.map((key) => (
            <option key={key} value={key}>
              {t(`creation.status.${key}`)}
            </option>
          ))}
        </select>
      </div>
      {[undefined, ...cursors].map((cursor, index) => (
        <RecipesPage
          key={cursor ?? 'first'}
          status={status || undefined}
          cursor={cursor}
          onMore={index === cursors.length ? (next) => setCursors((list) => [...list, next]) : undefined}
        />
      ))}
    </section>
  );
}
