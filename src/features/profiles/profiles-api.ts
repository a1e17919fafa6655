import { baseApi } from '../../store/base-api';

/** A member as anyone may see them (SPEC section 3, User, without the private fields). */
export interface PublicProfile {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  username: string;
  profile_picture: string | null;
  biography: string;
  instagram_profile: string;
  user_types: string[];
  followers_count: number;
  follows_count: number;
  followed_by_viewer: boolean;
  authored_recipes_count: number;
  posts_count: number;
  count_recipes_favorites: number;
}

export type MemberCard = Pick<PublicProfile, 'id' | 'user_id' | 'username' | 'first_name' | 'last_name' | 'profile_picture' | 'user_types' | 'followed_by_viewer'>;

export type FollowDirection = 'follower' | 'following';

/** Public profiles and follows, under the community base (ARCHITECTURE section 3). */
export const profilesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Member', 'Follows'] }).injectEndpoints({
  endpoints: (build) => ({
    getPublicProfile: build.query<PublicProfile, string>({
      query: (user) => `/community/users/${encodeURIComponent(user)}`,
      providesTags: ['Member'],
    }),
    /** One page of followers or followed members; `next` is the API's URL of the following page. */
    getFollowPage: build.query<{ results: MemberCard[]; next: string | null }, { user: string; direction: FollowDirection; cursor?: string | null }>({
      query: ({ user, direction, cursor }) => ({ url: `/community/users/${encodeURIComponent(user)}/${direction}`, params: cursor ? { cursor } : undefined }),
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
