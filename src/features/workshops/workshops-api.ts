import type { Workshop } from '../../core/contract/workshops';
import { baseApi } from '../../store/base-api';

type Change = { id: string; lang: string };

/**
 * Workshops as the member sees them now (places left, their place). Every change answers the
 * workshop, which replaces the cached one and its line in the list.
 */
export const workshopsApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const change = (method: 'PUT' | 'DELETE', what: 'booking' | 'notification') =>
      build.mutation<Workshop, Change>({
        query: ({ id, lang }) => ({ url: `/workshops/${id}/${what}`, method, params: { lang } }),
        async onQueryStarted({ id, lang }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled;
          dispatch(workshopsApi.util.upsertQueryData('getWorkshop', { id, lang }, data));
          dispatch(
            workshopsApi.util.updateQueryData('getWorkshops', { lang }, (list) => {
              const at = list.data.findIndex((w) => w.id === id);
              if (at >= 0) list.data[at] = data;
            }),
          );
        },
      });
    return {
      getWorkshops: build.query<{ data: Workshop[] }, { lang: string }>({
        query: (params) => ({ url: '/workshops', params }),
      }),
      getWorkshop: build.query<Workshop, Change>({
        query: ({ id, lang }) => ({ url: `/workshops/${id}`, params: { lang } }),
      }),
      book: change('PUT', 'booking'),
      cancelBooking: change('DELETE', 'booking'),
      notify: change('PUT', 'notification'),
      stopNotifying: change('DELETE', 'notification'),
    };
  },
});

export const {
  useGetWorkshopsQuery,
  useGetWorkshopQuery,
  useBookMutation,
  useCancelBookingMutation,
  useNotifyMutation,
  useStopNotifyingMutation,
} = workshopsApi;
