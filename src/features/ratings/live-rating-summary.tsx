import React from 'react';
import { RatingSummary } from './rating-summary';
import { type RecordRatings, useRating } from './use-rating';

/** The summary beside a recipe's title with the API's fresh totals, asked for members. */
export function LiveRatingSummary({ recipeId, record }: { recipeId: string; record: RecordRatings }) {
  const { count, average } = useRating(recipeId, record);
  return <RatingSummary count={count} average={average} />;
}
