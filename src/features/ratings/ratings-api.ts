import type { Rating, RatingBody, RatingReasonList } from '../../core/contract/ratings';
import type { Locale } from '../../core/locales/locales';
import { baseApi } from '../../store/base-api';

export type { Rating, RatingBody };

const RATING = '/community/rating';

/** Ratings of recipes (SPEC section 7, Community: rating-reasons, rating): one per member and recipe. */
export const ratingsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Rating'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The caller's rating of a recipe (stars null when none) and the recipe's count and average. */
    getRating: build.query<Rating, string>({
      query: (recipe) => ({ url: RATING, params: { recipe } }),
      providesTags: (_result, _error, recipe) => [{ type: 'Rating', id: recipe }],
    }),
    /** The reasons a rating can give, named in the page's locale. */
    listRatingReasons: build.query<RatingReasonList, Locale>({
      query: (lang) => ({ url: '/community/rating-reasons', params: { lang } }),
    }),
    /**
     * Rates (POST) or, when the member has `rated` already, changes the rating (PATCH). A POST the
     * API refuses with 409 (rated meanwhile, from another tab or device) becomes the change.
     */
    saveRating: build.mutation<Rating, { body: RatingBody; rated: boolean }>({
      async queryFn({ body, rated }, _api, _extra, baseQuery) {
        if (!rated) {
          const first = await baseQuery({ url: RATING, method: 'POST', body });
          if (first.error?.status !== 409)
            return first as { data: Rating } | { error: NonNullable<typeof first.error> };
        }
        const change = await baseQuery({ url: RATING, method: 'PATCH', body });
        return change as { data: Rating } | { error: NonNullable<typeof change.error> };
      },
      // The answer shows at once; the refetch settles a first read that was still on its way.
      invalidatesTags: (_result, error, { body }) => (error ? [] : [{ type: 'Rating', id: body.recipe }]),
      async onQueryStarted({ body }, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => null);
        if (saved) dispatch(ratingsApi.util.updateQueryData('getRating', body.recipe, () => saved.data));
      },
    }),
  }),
});

export const { useGetRatingQuery, useListRatingReasonsQuery, useSaveRatingMutation } = ratingsApi;
