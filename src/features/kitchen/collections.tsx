import React, { useId, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { RecipeGrid } from '../../components/recipe-card/recipe-card';
import type { RecipeSummary } from '../../core/recipes/recipe-summary';
import { moved } from '../../core/kitchen/collections';
import { slugOf } from '../../core/kitchen/shopping';
import { routeTo } from '../../core/locales/routes';
import { useRecipeCards } from '../../store/recipe-cards-api';
import {
  type Collection,
  useChangeCollectionMutation,
  useCreateCollectionMutation,
  useDeleteCollectionMutation,
  useGetCollectionsQuery,
  useGetSharedCollectionQuery,
} from './collections-api';
import * as styles from './collections.module.css';

const newId = (name: string) => `${slugOf(name)}-${Math.random().toString(36).slice(2, 8)}`;

/** "New collection": a name, then the collection, holding `recipes` from the start. */
export function NewCollection({ recipes, position }: { recipes: string[]; position: number }) {
  const { t } = useI18n();
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [create, { isLoading }] = useCreateCollectionMutation();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('collections.nameRequired'));
    setError('');
    const result = await create({ id: newId(trimmed), name: trimmed, recipes, position });
    if ('error' in result) setError(t('collections.failed'));
    else setName('');
  };
  return (
    <form className={styles.newForm} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id}>{t('collections.newName')}</label>
      <input
        id={id}
        value={name}
        maxLength={80}
        onChange={(event) => setName(event.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <button type="submit" className={styles.button} disabled={isLoading}>
        {t('collections.create')}
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}

/** One collection in the favourites tab: its recipes in order, moved, removed; shared by link. */
function CollectionSection({ collection }: { collection: Collection }) {
  const { t, locale } = useI18n();
  const recipes = useRecipeCards(locale, collection.recipes);
  const [change] = useChangeCollectionMutation();
  const [remove] = useDeleteCollectionMutation();
  const [copied, setCopied] = useState(false);
  const heading = useId();
  const link =
    collection.share_token && typeof window !== 'undefined'
      ? `${window.location.origin}${routeTo(locale, 'sharedCollection')}?token=${collection.share_token}`
      : null;
  // Up or down past the neighbour the member sees: a change that gives the same order when applied again.
  const move = (recipe: RecipeSummary, by: -1 | 1) => {
    const neighbour = collection.recipes[collection.recipes.indexOf(recipe.id) + by];
    if (neighbour)
      void change({ collection, change: (current) => ({ recipes: moved(current.recipes, recipe.id, neighbour, by) }) });
  };
  const actions = (recipe: RecipeSummary) => {
    const index = collection.recipes.indexOf(recipe.id);
    return (
      <span className={styles.cardActions}>
        <button
          type="button"
          onClick={() => move(recipe, -1)}
          disabled={index <= 0}
          aria-label={t('collections.moveUp', { title: recipe.title })}
        >
          ↑
        </button>
        <button
          type="button"
          onClick={() => move(recipe, 1)}
          disabled={index >= collection.recipes.length - 1}
          aria-label={t('collections.moveDown', { title: recipe.title })}
        >
          ↓
        </button>
        <button
          type="button"
          onClick={() =>
            void change({
              collection,
              change: (current) => ({ recipes: current.recipes.filter((id) => id !== recipe.id) }),
            })
          }
          aria-label={t('collections.removeRecipe', { title: recipe.title, name: collection.name })}
        >
          ×
        </button>
      </span>
    );
  };
  return (
    <section className={styles.collection} aria-labelledby={heading}>
      <div className={styles.collectionHead}>
        <h3 id={heading}>{collection.name}</h3>
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={!!collection.shared}
            onChange={(event) => {
              // Read now: a 412 re-applies the change later, when the box shows the old state again.
              const shared = event.target.checked;
              void change({ collection, change: () => ({ shared }) });
            }}
          />
          {t('collections.share')}
        </label>
        <button
          type="button"
          className={styles.link}
          onClick={() => void remove(collection)}
          aria-label={t('collections.delete', { name: collection.name })}
        >
          {t('collections.deleteShort')}
        </button>
      </div>
      {link && (
        <p className={styles.shareLine}>
          <a href={link}>{link}</a>{' '}
          <button
            type="button"
            className={styles.link}
            onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true))}
          >
            {t('collections.copyLink')}
          </button>
          <span role="status">{copied ? t('collections.copied') : ''}</span>
        </p>
      )}
      {collection.recipes.length === 0 ? (
        <p className={styles.empty}>{t('collections.empty')}</p>
      ) : (
        <RecipeGrid recipes={recipes} actions={actions} />
      )}
    </section>
  );
}

/** The member's collections, at the top of the favourites tab, and a new one. */
export function CollectionsPanel() {
  const { t } = useI18n();
  const { data: collections = [], isLoading } = useGetCollectionsQuery();
  if (isLoading) return null;
  return (
    <div className={styles.collections}>
      <h2 className={styles.title}>{t('collections.title')}</h2>
      {collections.map((collection) => (
        <CollectionSection key={collection.id} collection={collection} />
      ))}
      <NewCollection recipes={[]} position={collections.length} />
    </div>
  );
}

/** A collection shared by link (`?token=`): its name and recipes, for anyone with the link. */
export function SharedCollection({ search }: { search: string }) {
  const { t, locale } = useI18n();
  const token = new URLSearchParams(search).get('token') ?? '';
  const valid = /^[A-Za-z0-9_-]{22}$/.test(token);
  const { data, isLoading, isError } = useGetSharedCollectionQuery(token, { skip: !valid });
  const recipes = useRecipeCards(locale, data?.recipes ?? []);
  if (valid && isLoading) return <p role="status">{t('site.loading')}</p>;
  if (!valid || isError || !data) return <p className={styles.empty}>{t('collections.notShared')}</p>;
  return (
    <section aria-labelledby="shared-collection">
      <h1 id="shared-collection">{data.name}</h1>
      <RecipeGrid recipes={recipes} headingLevel={2} />
    </section>
  );
}
