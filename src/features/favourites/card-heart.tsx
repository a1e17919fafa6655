import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { type Demand, afterHydration } from '../../components/lazy/after-hydration';
import type { CardActions } from '../../components/recipe-card/recipe-card';
import { useHydrated } from '../../components/use-hydrated';
import { hasStoredSession } from '../../store/credentials';
import { loadStore } from '../../store/store-proxy';
import { HeartToggle } from './heart-toggle';

type HeartProps = { recipeId: string; title: string };

/**
 * The heart before its code: pressable by an anonymous visitor once hydrated (the tap loads the
 * heart, which then asks them to log in); a member's waits for the session, loading at once, to
 * show what is saved.
 */
function WaitingHeart({ title, demand }: HeartProps & { demand: () => void }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  return (
    <HeartToggle
      saved={false}
      label={t('favourite.labelFor', { title })}
      disabled={!hydrated || hasStoredSession()}
      onToggle={demand}
    />
  );
}

/**
 * The heart of a recipe card. Its code and the store it needs stay out of the first load of the
 * pages that list recipes: they load after hydration for a member, and at the first tap for
 * anyone else (the tap is done once they have loaded, not lost).
 */
const CardHeart = afterHydration<HeartProps>(
  () =>
    Promise.all([import('./favourite-button'), loadStore()]).then(
      ([{ FavouriteButton }]) =>
        function LoadedHeart({ recipeId, title, demanded }: HeartProps & Demand) {
          return <FavouriteButton recipeId={recipeId} title={title} pressedEarly={demanded} />;
        },
    ),
  WaitingHeart,
  () => hasStoredSession(),
);

/** The heart on each recipe card, for the pages and features that list recipes (RecipeGrid's actions). */
export const cardHeart: CardActions = (recipe) => <CardHeart recipeId={recipe.id} title={recipe.title} />;
