import type { Locale } from '../../core/locales/locales';
import type { RecipeSummary } from '../../core/recipes/recipe-summary';
import { baseApi } from '../../store/base-api';
import { type RecipeView, historyReceived } from './history-slice';

const SUMMARY_FIELDS = 'url_slug,title,subtitle,vertical,total_time,difficulty,access_mode,has_video,palette,web_cover_thumbnail';

/** The member's recipe views (SPEC section 7, views/recipes): recorded on each recipe page. */
export const historyApi = baseApi.enhanceEndpoints({ addTagTypes: ['History'] }).injectEndpoints({
  endpoints: (build) => ({
    getHistory: build.query<RecipeView[], void>({
      query: () => '/views/recipes',
      transformResponse: (body: { data: RecipeView[] }) => body.data,
      providesTags: ['History'],
      // The user branch keeps the views, most recent first (SPEC section 4).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(historyReceived(data));
      },
    }),
    recordView: build.mutation<unknown, string>({
      query: (id) => ({ url: `/views/recipes/${encodeURIComponent(id)}`, method: 'PUT' }),
      invalidatesTags: ['History'],
    }),
    getViewedRecipes: build.query<RecipeSummary[], { locale: Locale; ids: string[] }>({
      query: ({ locale, ids }) => ({ url: `/buckets/${locale}/collections/recipes/records`, params: { in_id: ids.join(','), _fields: SUMMARY_FIELDS, _limit: 100 } }),
      transformResponse: (body: { data: RecipeSummary[] }) => body.data,
    }),
  }),
});

export const { useGetHistoryQuery, useRecordViewMutation, useGetViewedRecipesQuery } = historyApi;
