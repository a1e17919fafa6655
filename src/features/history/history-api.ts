import type { RecipeView, RecipeViewList } from '../../core/contract/member-recipes';
import { baseApi } from '../../store/base-api';
import { historyReceived } from './history-slice';

/** The member's recipe views (SPEC section 7, views/recipes): recorded on each recipe page. */
export const historyApi = baseApi.enhanceEndpoints({ addTagTypes: ['History'] }).injectEndpoints({
  endpoints: (build) => ({
    getHistory: build.query<RecipeView[], void>({
      query: () => '/views/recipes',
      transformResponse: (body: RecipeViewList) => body.data,
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
  }),
});

export const { useGetHistoryQuery, useRecordViewMutation } = historyApi;
