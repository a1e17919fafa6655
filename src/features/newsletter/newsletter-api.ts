import { baseApi } from '../../store/base-api';

/** The double opt-in of the footer's form service: the mailed link's key confirms the sign-up. */
export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    confirmNewsletter: build.mutation<{ message: string }, string>({
      query: (key) => ({ url: '/newsletter/confirm', method: 'POST', body: { key } }),
    }),
  }),
});

export const { useConfirmNewsletterMutation } = newsletterApi;
