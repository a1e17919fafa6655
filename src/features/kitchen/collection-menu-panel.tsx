import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { type Collection, useChangeCollectionMutation, useGetCollectionsQuery } from './collections-api';
import { NewCollection } from './collections';
import * as styles from './collections.module.css';

/** The menu's content, loaded when a member first opens it: their collections as check boxes, and a new one. */
export default function CollectionMenuPanel({ recipeId, id }: { recipeId: string; id: string }) {
  const { t } = useI18n();
  const { data: collections = [] } = useGetCollectionsQuery();
  const [change] = useChangeCollectionMutation();
  const toggle = (collection: Collection, inIt: boolean) =>
    change({
      collection,
      change: (current) => {
        const without = current.recipes.filter((other) => other !== recipeId);
        if (!inIt) return { recipes: without };
        return { recipes: current.recipes.includes(recipeId) ? current.recipes : [...without, recipeId] };
      },
    });
  return (
    <div id={id} className={styles.panel}>
      <fieldset>
        <legend>{t('collections.title')}</legend>
        {collections.map((collection) => (
          <label key={collection.id} className={styles.choice}>
            <input
              type="checkbox"
              checked={collection.recipes.includes(recipeId)}
              onChange={(event) => void toggle(collection, event.target.checked)}
            />
            {collection.name}
          </label>
        ))}
      </fieldset>
      <NewCollection recipes={[recipeId]} position={collections.length} />
    </div>
  );
}
