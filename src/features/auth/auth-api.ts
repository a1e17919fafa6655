import { baseApi } from '../../store/base-api';
import type { Profile } from './profile-slice';

export interface SignupBody {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  is_optin_newsletter: boolean;
}

/** The account calls of SPEC section 7 (Account). */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<{ access_token: string }, { email: string; password: string }>({
      query: (body) => ({ url: '/email/login', method: 'POST', body }),
    }),
    signup: build.mutation<{ access_token: string }, SignupBody>({
      query: (body) => ({ url: '/email/signup', method: 'POST', body }),
    }),
    sendReset: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/email/send-reset', method: 'POST', body }),
    }),
    /** With the e-mailed token as Bearer+Email (SPEC section 7: reset from an emailed link). */
    resetPassword: build.mutation<{ access_token: string }, { token: string; password: string }>({
      query: ({ token, password }) => ({ url: '/email/reset', method: 'POST', body: { password }, headers: { Authorization: `Bearer+Email ${token}` } }),
    }),
    validateEmail: build.mutation<{ message: string }, { auth_id: string; activation_key: string }>({
      query: (body) => ({ url: '/email/validate', method: 'POST', body }),
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: '/email/logout', method: 'POST' }),
    }),
    resendValidation: build.mutation<unknown, void>({
      query: () => ({ url: '/email-validation/send', method: 'POST' }),
    }),
    getProfile: build.query<Profile, void>({
      query: () => '/profile',
      transformResponse: (body: { data: Profile }) => body.data,
    }),
  }),
});

export const {
  useLoginMutation,
  useSignupMutation,
  useSendResetMutation,
  useResetPasswordMutation,
  useValidateEmailMutation,
  useLogoutMutation,
  useResendValidationMutation,
  useGetProfileQuery,
} = authApi;
