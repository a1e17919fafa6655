import React from 'react';
import { Comments } from '../features/comments/comments';
import { reportComment } from '../features/moderation/report-dialog';
import { RecipeRating } from '../features/ratings/recipe-rating';
import type { RecordRatings } from '../features/ratings/use-rating';
// Read from the first render: the store is attached before this page renders (store-runtime.ts).
import './store-runtime';

/** The rating form and the comments under a recipe: loaded when they near the viewport (recipe-feedback.tsx). */
export default function RatingAndComments({
  recipeId,
  record,
}: {
  recipeId: string;
  record: RecordRatings & { author?: string | null };
}) {
  return (
    <>
      <RecipeRating recipeId={recipeId} record={record} authorId={record.author ?? null} />
      <Comments target={{ recipe: recipeId }} report={reportComment} />
    </>
  );
}
