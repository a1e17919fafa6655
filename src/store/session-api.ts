import { baseApi } from './base-api';
import { type Profile, profileReceived } from './profile-slice';

/**
 * The session's own calls, which the shell and several features share: the member's profile (kept
 * in the user branch too), the logout that revokes the token, and a new address-confirmation link.
 */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => '/profile',
      transformResponse: (body: { data: Profile }) => body.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // A failed fetch stays silent (SPEC section 8): the stored user is kept.
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(profileReceived(result.data));
      },
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: '/email/logout', method: 'POST' }),
    }),
    resendValidation: build.mutation<unknown, void>({
      query: () => ({ url: '/email-validation/send', method: 'POST' }),
    }),
  }),
});

export const { useGetProfileQuery, useLogoutMutation, useResendValidationMutation } = sessionApi;
