import type { FollowDirection, FollowPage, MemberCard, PublicProfile } from '../../core/contract/community';
import { baseApi } from '../../store/base-api';

export type { FollowDirection, MemberCard, PublicProfile };

/** Public profiles and follows, under the community base (ARCHITECTURE section 3). */
export const profilesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Member', 'Follows'] }).injectEndpoints({
  endpoints: (build) => ({
    getPublicProfile: build.query<PublicProfile, string>({
      query: (user) => `/community/users/${encodeURIComponent(user)}`,
      providesTags: ['Member'],
    }),
    /** One page of followers or followed members; `next` is the API's URL of the following page. */
    getFollowPage: build.query<FollowPage, { user: string; direction: FollowDirection; cursor?: string | null }>({
      query: ({ user, direction, cursor }) => ({
        url: `/community/users/${encodeURIComponent(user)}/${direction}`,
        params: cursor ? { cursor } : undefined,
      }),
      providesTags: ['Follows'],
    }),
    follow: build.mutation<unknown, string>({
      query: (user) => ({ url: '/community/user_follow', method: 'POST', body: { user } }),
      invalidatesTags: ['Member', 'Follows'],
    }),
    unfollow: build.mutation<unknown, string>({
      query: (user) => ({ url: `/community/user_follow/${encodeURIComponent(user)}`, method: 'DELETE' }),
      invalidatesTags: ['Member', 'Follows'],
    }),
  }),
});

export const { useGetPublicProfileQuery, useGetFollowPageQuery, useFollowMutation, useUnfollowMutation } = profilesApi;
