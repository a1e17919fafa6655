import type { WeeklyOffer } from '../../core/contract/weekly-offers';
import { baseApi } from '../../store/base-api';

/** The member's exclusive recipes of this week (GET /v1/weekly-offer), in the page's language. */

export const weeklyOfferApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWeeklyOffer: build.query<WeeklyOffer, void>({
      query: () => '/weekly-offer',
      transformResponse: (body: { data: WeeklyOffer }) => body.data,
    }),
  }),
});

export const { useGetWeeklyOfferQuery } = weeklyOfferApi;
