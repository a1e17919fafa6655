import React from 'react';
import type { RecipeDetail } from '../core/recipes/recipe-detail';
import { Comments } from '../features/comments/comments';
import { reportComment } from '../features/moderation/report-dialog';
import { RatingSummary } from '../features/ratings/rating-summary';
import { RecipeRating } from '../features/ratings/recipe-rating';

/**
 * What members say of a recipe, in RecipeView's slots: the stars beside the title, then the
 * rating form and the comments (each comment reportable through the moderation feature).
 */
export function recipeFeedbackSlots(recipe: Pick<RecipeDetail, 'id' | 'ratings_count' | 'rating_average'>) {
  return {
    ratingSummary: <RatingSummary recipeId={recipe.id} record={recipe} />,
    ratingAndComments: (
      <>
        <RecipeRating recipeId={recipe.id} record={recipe} />
        <Comments target={{ recipe: recipe.id }} report={reportComment} />
      </>
    ),
  };
}
