import { useAppSelector } from '../../store/hooks';
import { selectIsLoggedIn, selectSessionRestored } from '../../store/auth-slice';
import { useGetRatingQuery } from './ratings-api';

/** What the page's record says of a recipe's ratings (built with the page, or loaded with it). */
export interface RecordRatings {
  ratings_count: number;
  rating_average: number | null;
}

/**
 * A recipe's rating count and average and, for a member, their own rating: the record's totals
 * until the API's fresh ones (asked for members only) are in.
 */
export function useRating(recipeId: string, record: RecordRatings) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const restored = useAppSelector(selectSessionRestored);
  const { data, isSuccess, isError } = useGetRatingQuery(recipeId, { skip: !loggedIn || !restored });
  const fresh = loggedIn && isSuccess ? data : undefined;
  return {
    /** Whether a member's own rating is known (or could not be read): until then, nothing to change. */
    settled: !loggedIn || isSuccess || isError,
    count: fresh?.ratings_count ?? record.ratings_count,
    average: fresh ? fresh.rating_average : record.rating_average,
    /** The member's stars and reasons; null stars when they have not rated (or are not known yet). */
    own: fresh ? { stars: fresh.stars, reasons: fresh.reasons } : null,
  };
}
