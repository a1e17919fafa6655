import React from 'react';
import { whenNear } from '../components/lazy/when-near';
import { afterHydration } from '../components/lazy/after-hydration';
import type { RecipeDetail } from '../core/recipes/recipe-detail';
import { RatingSummary } from '../features/ratings/rating-summary';
import type { RecordRatings } from '../features/ratings/use-rating';
import { storeWanted, withStore } from '../store/with-store';

// Below the fold, with forms and date formatting: their code, and the store they read, load as
// they near the viewport (recipe-feedback-sections.tsx brings the store with it).
const RatingAndComments = whenNear(() => import('./recipe-feedback-sections'), { minHeight: '40rem', id: 'rating' });
const Recreations = whenNear<{ recipeId: string }>(
  withStore(() =>
    import('../features/community/recipe-recreations').then((module) => ({ default: module.RecipeRecreations })),
  ),
  { minHeight: '16rem' },
);

type SummaryProps = { recipeId: string; record: RecordRatings };

/** The stars from the page's record; a member's fresh totals load with the store. */
const Summary = afterHydration<SummaryProps>(
  withStore(() => import('../features/ratings/live-rating-summary').then((module) => module.LiveRatingSummary)),
  ({ record }) => <RatingSummary count={record.ratings_count} average={record.rating_average} />,
  storeWanted,
);

/**
 * What members make of a recipe, in RecipeView's slots: the stars beside the title (rendered with
 * the page), then the re-creations, the rating form and the comments (each comment reportable
 * through the moderation feature).
 */
export function recipeFeedbackSlots(
  recipe: Pick<RecipeDetail, 'id' | 'ratings_count' | 'rating_average'> & Partial<Pick<RecipeDetail, 'author'>>,
) {
  return {
    ratingSummary: <Summary recipeId={recipe.id} record={recipe} />,
    recreations: <Recreations recipeId={recipe.id} />,
    ratingAndComments: <RatingAndComments recipeId={recipe.id} record={recipe} />,
  };
}
