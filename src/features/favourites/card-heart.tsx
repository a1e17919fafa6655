import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { afterHydration } from '../../components/lazy/after-hydration';
import type { CardActions } from '../../components/recipe-card/recipe-card';
import { storeAttached } from '../../store/store-proxy';
import { HeartToggle } from './heart-toggle';

type HeartProps = { recipeId: string; title: string };

/** What the static page shows: the heart as it is before the session is known, not yet pressable. */
function WaitingHeart({ title }: HeartProps) {
  const { t } = useI18n();
  return <HeartToggle saved={false} label={t('favourite.labelFor', { title })} disabled />;
}

/**
 * The heart of a recipe card. Its code and the store it needs load after hydration (the home and
 * listing pages have no other use for the store), so they stay out of the page's first load; the
 * heart is disabled until then, as it is until the stored session is back.
 */
const CardHeart = afterHydration<HeartProps>(
  () =>
    Promise.all([import('./favourite-button'), storeAttached()]).then(
      ([{ FavouriteButton }]) =>
        function LoadedHeart({ recipeId, title }: HeartProps) {
          return <FavouriteButton recipeId={recipeId} title={title} />;
        },
    ),
  WaitingHeart,
);

/** The heart on each recipe card, for the pages and features that list recipes (RecipeGrid's actions). */
export const cardHeart: CardActions = (recipe) => <CardHeart recipeId={recipe.id} title={recipe.title} />;
