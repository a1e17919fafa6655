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
    updateProfile: build.mutation<Profile, Partial<Profile>>({
      query: (data) => ({ url: '/profile', method: 'PATCH', body: { data } }),
      transformResponse: (body: { data: Profile }) => body.data,
    }),
    /** Multipart, the browser sets the content type (SPEC section 7: POST /profile/picture). */
    uploadPicture: build.mutation<Profile, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/profile/picture', method: 'POST', body };
      },
      transformResponse: (body: { data: Profile }) => body.data,
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
  useUpdateProfileMutation,
  useUploadPictureMutation,
} = authApi;
