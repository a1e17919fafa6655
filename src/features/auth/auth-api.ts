import type {
  LoginBody,
  MessageResponse,
  ProfilePatch,
  SignupBody,
  TokenResponse,
  ValidateBody,
  ValidateResponse,
} from '../../core/contract/accounts';
import { baseApi } from '../../store/base-api';
import { type Profile, profileReceived } from '../../store/profile-slice';
import { sessionApi } from '../../store/session-api';

export type { SignupBody };

/**
 * Every call answering with the profile replaces the stored user (ARCHITECTURE section 4) and the
 * cached GET /profile, so every screen shows the change at once.
 */
const replacesProfile = {
  transformResponse: (body: { data: Profile }) => body.data,
  async onQueryStarted(
    _arg: unknown,
    {
      dispatch,
      queryFulfilled,
    }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Profile }> },
  ) {
    try {
      const { data } = await queryFulfilled;
      dispatch(profileReceived(data));
      dispatch(sessionApi.util.upsertQueryData('getProfile', undefined, data));
    } catch {
      // Refused: the form shows why; the stored user stays as it was.
    }
  },
};

/** The account calls of SPEC section 7 (Account); the session's own are in store/session-api. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TokenResponse, LoginBody>({
      query: (body) => ({ url: '/email/login', method: 'POST', body }),
    }),
    signup: build.mutation<TokenResponse, SignupBody>({
      query: (body) => ({ url: '/email/signup', method: 'POST', body }),
    }),
    sendReset: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/email/send-reset', method: 'POST', body }),
    }),
    /** With the e-mailed token as Bearer+Email (SPEC section 7: reset from an emailed link). */
    resetPassword: build.mutation<TokenResponse, { token: string; password: string }>({
      query: ({ token, password }) => ({
        url: '/email/reset',
        method: 'POST',
        body: { password },
        headers: { Authorization: `Bearer+Email ${token}` },
      }),
    }),
    /** `password_token` when the password chosen before the confirmation was voided (choose one). */
    validateEmail: build.mutation<ValidateResponse, ValidateBody>({
      query: (body) => ({ url: '/email/validate', method: 'POST', body }),
    }),
    updateProfile: build.mutation<Profile, ProfilePatch>({
      query: (data) => ({ url: '/profile', method: 'PATCH', body: { data } }),
      ...replacesProfile,
    }),
    /** Multipart, the browser sets the content type (SPEC section 7: POST /profile/picture). */
    uploadPicture: build.mutation<Profile, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/profile/picture', method: 'POST', body };
      },
      ...replacesProfile,
    }),
    /** The confirmation goes to the new address; the change applies once its link is opened. */
    changeEmail: build.mutation<Profile, string>({
      query: (email) => ({ url: '/profile/email', method: 'POST', body: { email } }),
      ...replacesProfile,
    }),
    confirmEmail: build.mutation<Profile, string>({
      query: (key) => ({ url: '/profile/email/confirm', method: 'POST', body: { key } }),
      ...replacesProfile,
    }),
    /** Typing the address again is the confirmation the API checks. */
    deleteAccount: build.mutation<unknown, string>({
      query: (email) => ({ url: '/profile', method: 'DELETE', body: { email } }),
    }),
  }),
});

export const {
  useLoginMutation,
  useSignupMutation,
  useSendResetMutation,
  useResetPasswordMutation,
  useValidateEmailMutation,
  useUpdateProfileMutation,
  useUploadPictureMutation,
  useChangeEmailMutation,
  useConfirmEmailMutation,
  useDeleteAccountMutation,
} = authApi;
