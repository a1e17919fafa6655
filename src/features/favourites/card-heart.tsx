import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { type Demand, afterHydration } from '../../components/lazy/after-hydration';
import type { CardActions } from '../../components/recipe-card/recipe-card';
import { useHydrated } from '../../components/use-hydrated';
import { hasStoredSession } from '../../store/credentials';
import { storeWanted, withStore } from '../../store/with-store';
import { HeartToggle } from './heart-toggle';

type HeartProps = {
  recipeId: string;
  /** On a card, the recipe the heart is for. */
  title?: string;
  /** After the recipe is saved (FavouriteButton's). */
  onSaved?: () => void;
};

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
      label={title ? t('favourite.labelFor', { title }) : t('favourite.label')}
      disabled={!hydrated || hasStoredSession()}
      onToggle={demand}
    />
  );
}

/**
 * The favourite heart with its code and the store it needs out of the page's first load: they
 * load after hydration for a member, and at the first tap for anyone else (the tap is done once
 * they have loaded, not lost).
 */
export const DeferredFavouriteButton = afterHydration<HeartProps>(
  withStore(() =>
    import('./favourite-button').then(
      ({ FavouriteButton }) =>
        function LoadedHeart({ demanded, ...props }: HeartProps & Demand) {
          return <FavouriteButton {...props} pressedEarly={demanded} />;
        },
    ),
  ),
  WaitingHeart,
  storeWanted,
);

/** The heart on each recipe card, for the pages and features that list recipes (RecipeGrid's actions). */
export const cardHeart: CardActions = (recipe) => <DeferredFavouriteButton recipeId={recipe.id} title={recipe.title} />;
