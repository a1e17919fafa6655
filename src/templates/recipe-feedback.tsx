import React from 'react';
import { whenNear } from '../components/lazy/when-near';
import type { RecipeDetail } from '../core/recipes/recipe-detail';
import { RatingSummary } from '../features/ratings/rating-summary';

// Below the fold, with forms and date formatting: their code loads as they near the viewport.
const RatingAndComments = whenNear(() => import('./recipe-feedback-sections'), { minHeight: '40rem', id: 'rating' });
const Recreations = whenNear(
  async () => ({ default: (await import('../features/community/recipe-recreations')).RecipeRecreations }),
  { minHeight: '16rem' },
);

/**
 * What members make of a recipe, in RecipeView's slots: the stars beside the title (rendered with
 * the page), then the re-creations, the rating form and the comments (each comment reportable
 * through the moderation feature).
 */
export function recipeFeedbackSlots(recipe: Pick<RecipeDetail, 'id' | 'ratings_count' | 'rating_average'>) {
  return {
    ratingSummary: <RatingSummary recipeId={recipe.id} record={recipe} />,
    recreations: <Recreations recipeId={recipe.id} />,
    ratingAndComments: <RatingAndComments recipeId={recipe.id} record={recipe} />,
  };
}
