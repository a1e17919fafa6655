import { navigate } from 'gatsby';
import React, { useEffect, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { type CardActions, RecipeGrid } from '../../components/recipe-card/recipe-card';
import { VERTICALS } from '../../core/locales/routes';
import { DIETS, DIFFICULTIES, PREPARATION_FILTERS_MINUTES } from '../../core/rules';
import { type SearchState, parseSearch, searchApiParams, searchQueryString } from '../../core/search/search-params';
import { type Term, useGetTermsQuery } from '../../store/terms-api';
import { useGetCreatorChoicesQuery, useSearchRecipesQuery } from './search-api';
import * as styles from './search.module.css';

const PAGE_SIZE = 24;

function readForm(form: HTMLFormElement): SearchState {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    q: text('q'),
    universe: text('universe'),
    diet: text('diet'),
    category: text('category'),
    origin: text('origin'),
    difficulty: text('difficulty'),
    time: text('time'),
    ingredient: text('ingredient'),
    author: text('author'),
    video: data.get('video') === '1',
    stepByStep: data.get('step') === '1',
    byCreators: data.get('creators') === '1',
  };
}

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  const { t } = useI18n();
  const id = `search-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} key={value}>
        <option value="">{t('search.anyValue')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" name={name} value="1" defaultChecked={checked} key={String(checked)} /> {label}
    </label>
  );
}

const asOptions = (terms: Term[] | undefined) => (terms ?? []).map((term) => ({ value: term.id, label: term.name }));

function Results({
  state,
  limit,
  onMore,
  actions,
}: {
  state: SearchState;
  limit: number;
  onMore: () => void;
  actions?: CardActions;
}) {
  const { t, plural, locale } = useI18n();
  const { data, isFetching, isError } = useSearchRecipesQuery({ locale, params: searchApiParams(state), limit });
  if (isError) return <p role="alert">{t('search.error')}</p>;
  if (!data) return <p role="status">{t('site.loading')}</p>;
  if (!data.recipes.length) return <p className={styles.empty}>{t('errors.noResult')}</p>;
  return (
    <>
      <div role="status">
        <h2 className={styles.count}>
          {data.hasMore
            ? plural('search.results', data.recipes.length, { count: `${data.recipes.length}+` })
            : plural('search.results', data.recipes.length)}
        </h2>
      </div>
      <RecipeGrid recipes={data.recipes} actions={actions} />
      {data.hasMore && (
        <p className={styles.more}>
          <button type="button" className={styles.button} onClick={onMore} disabled={isFetching}>
            {t('search.loadMore')}
          </button>
        </p>
      )}
    </>
  );
}

/** The search page: a text box and every filter of SPEC section 3, kept in the URL; `actions` go on each card. */
export function SearchPage({ search, actions }: { search: string; actions?: CardActions }) {
  const { t, locale } = useI18n();
  const state = parseSearch(search);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const categories = useGetTermsQuery({ kind: 'recipe-categories', locale });
  const origins = useGetTermsQuery({ kind: 'recipe-origins', locale });
  const ingredients = useGetTermsQuery({ kind: 'ingredients', locale });
  const creators = useGetCreatorChoicesQuery();

  // Without JavaScript yet, the form submits itself (GET, every field): tidy that address.
  useEffect(() => {
    const canonical = searchQueryString(parseSearch(search));
    if (search && search !== canonical) void navigate(`${window.location.pathname}${canonical}`, { replace: true });
  }, [search]);

  const apply = (next: SearchState) => {
    setLimit(PAGE_SIZE);
    void navigate(`${window.location.pathname}${searchQueryString(next)}`);
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('search.title')}</h1>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          apply(readForm(event.currentTarget));
        }}
      >
        <div className={styles.queryRow}>
          <label htmlFor="search-q" className="visually-hidden">
            {t('search.query')}
          </label>
          <input
            id="search-q"
            name="q"
            type="search"
            placeholder={t('search.query')}
            defaultValue={state.q}
            key={state.q}
            maxLength={200}
            className={styles.query}
          />
          <button type="submit" className={styles.button}>
            {t('search.submit')}
          </button>
        </div>
        <fieldset className={styles.filters}>
          <legend>{t('search.filters')}</legend>
          <Select
            name="universe"
            label={t('search.universe')}
            value={state.universe}
            options={VERTICALS.map((v) => ({ value: v, label: t(`universe.${v}`) }))}
          />
          <Select
            name="diet"
            label={t('search.diet')}
            value={state.diet}
            options={DIETS.map((d) => ({ value: d, label: t(`diet.${d}`) }))}
          />
          <Select
            name="category"
            label={t('search.category')}
            value={state.category}
            options={asOptions(categories.data)}
          />
          <Select name="origin" label={t('search.origin')} value={state.origin} options={asOptions(origins.data)} />
          <Select
            name="difficulty"
            label={t('search.difficulty')}
            value={state.difficulty}
            options={DIFFICULTIES.map((d) => ({ value: d, label: t(`recipe.difficulty.${d}`) }))}
          />
          <Select
            name="time"
            label={t('search.time')}
            value={state.time}
            options={PREPARATION_FILTERS_MINUTES.map((m) => ({
              value: String(m),
              label: t('search.timeUnder', { minutes: m }),
            }))}
          />
          <Select
            name="ingredient"
            label={t('search.ingredient')}
            value={state.ingredient}
            options={asOptions(ingredients.data)}
          />
          <Select name="author" label={t('search.author')} value={state.author} options={creators.data ?? []} />
          <div className={styles.checks}>
            <Check name="video" label={t('search.withVideo')} checked={state.video} />
            <Check name="step" label={t('search.stepByStep')} checked={state.stepByStep} />
            <Check name="creators" label={t('search.byCreators')} checked={state.byCreators} />
          </div>
          <button type="button" className={styles.clear} onClick={() => apply(parseSearch(''))}>
            {t('search.clear')}
          </button>
        </fieldset>
      </form>
      <Results
        state={state}
        limit={limit}
        onMore={() => setLimit((current) => current + PAGE_SIZE)}
        actions={actions}
      />
    </section>
  );
}
