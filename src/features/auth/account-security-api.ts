import type { MemberSession, SessionList } from '../../core/contract/accounts';
import { baseApi } from '../../store/base-api';

export type { MemberSession } from '../../core/contract/accounts';

/** The member's sessions and the password re-check that guards account changes (issue 11). */
export const accountSecurityApi = baseApi.enhanceEndpoints({ addTagTypes: ['Sessions'] }).injectEndpoints({
  endpoints: (build) => ({
    getSessions: build.query<MemberSession[], void>({
      query: () => '/sessions',
      transformResponse: (body: SessionList) => body.data,
      providesTags: ['Sessions'],
    }),
    /** The session leaves the list at once, and comes back if the server refuses. */
    signOutSession: build.mutation<unknown, string>({
      query: (id) => ({ url: `/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          accountSecurityApi.util.updateQueryData('getSessions', undefined, (sessions) =>
            sessions.filter((session) => session.id !== id),
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['Sessions'],
    }),
    signOutOtherSessions: build.mutation<unknown, void>({
      query: () => ({ url: '/sessions', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          accountSecurityApi.util.updateQueryData('getSessions', undefined, (sessions) =>
            sessions.filter((session) => session.current),
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['Sessions'],
    }),
    /** Proves the password again: for 10 minutes this session may change the password, the e-mail or delete. */
    reauthenticate: build.mutation<unknown, string>({
      query: (password) => ({ url: '/email/reauth', method: 'POST', body: { password } }),
    }),
  }),
});

export const {
  useGetSessionsQuery,
  useSignOutSessionMutation,
  useSignOutOtherSessionsMutation,
  useReauthenticateMutation,
} = accountSecurityApi;
