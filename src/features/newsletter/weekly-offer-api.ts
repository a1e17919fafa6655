import { baseApi } from '../../store/base-api';

/** The member's exclusive recipes of this week (GET /v1/weekly-offer), in the page's language. */
export interface WeeklyOffer {
  week: string | null;
  ends_at: string | null;
  recipes: { id: string; url_slug: string; title: string }[];
}

export const weeklyOfferApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWeeklyOffer: build.query<WeeklyOffer, void>({
      query: () => '/weekly-offer',
      transformResponse: (body: { data: WeeklyOffer }) => body.data,
    }),
  }),
});

export const { useGetWeeklyOfferQuery } = weeklyOfferApi;
