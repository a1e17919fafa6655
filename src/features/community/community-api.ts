import type { Attachment } from '../../core/contract/community';
import type { LikeBody, LikeResult, Post, PostBody, PostListQuery, PostPage } from '../../core/contract/posts';
import { baseApi } from '../../store/base-api';
import type { Locale } from '../../core/locales/locales';
import type { AppDispatch, RootState } from '../../store/make-store';
import {
  type ReactionChange,
  feedCleared,
  feedPageReceived,
  postReactionChanged,
  postRemoved,
  selectFeed,
} from './community-slice';

export type { Attachment, Post, PostPage };

/** The caller's reaction and the count it leaves, before the server has answered. */
function optimisticChange(post: Post, reaction: LikeBody['reaction_type']): ReactionChange {
  const delta = (reaction ? 1 : 0) - (post.user_reaction ? 1 : 0);
  return { uuid: post.uuid, user_reaction: reaction, likes_count: Math.max(0, post.likes_count + delta) };
}

const LISTS = { type: 'Posts', id: 'LIST' } as const;

/** Re-creation posts, their photos and likes, under the community base (SPEC section 7). */
export const communityApi = baseApi.enhanceEndpoints({ addTagTypes: ['Posts'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page of posts, newest first: the feed of a locale, a recipe's re-creations, a member's. */
    getPostsPage: build.query<PostPage, PostListQuery>({
      query: (params) => ({ url: '/community/posts', params }),
      providesTags: [LISTS],
    }),
    getPost: build.query<Post, string>({
      query: (uuid) => `/community/posts/${encodeURIComponent(uuid)}`,
      providesTags: (_, __, uuid) => [{ type: 'Posts', id: uuid }],
    }),
    createPost: build.mutation<Post, PostBody>({
      query: (body) => ({ url: '/community/posts', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [LISTS] : []),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(() => dispatch(feedCleared())).catch(() => undefined);
      },
    }),
    deletePost: build.mutation<unknown, string>({
      query: (uuid) => ({ url: `/community/posts/${encodeURIComponent(uuid)}`, method: 'DELETE' }),
      // The lists only: the page of the post removed is left, not asked for again.
      invalidatesTags: (_, error) => (error ? [] : [LISTS]),
      async onQueryStarted(uuid, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(() => dispatch(postRemoved(uuid))).catch(() => undefined);
      },
    }),
    /** One photo (multipart `file`: jpg or png, 5 MB), before the post that shows it. */
    uploadAttachment: build.mutation<Attachment, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/community/attachments', method: 'POST', body };
      },
    }),
    /**
     * Like or unlike a post or a comment. For a post, every copy the site holds (the feed, its
     * page, the lists) turns at once, takes the server's exact count after, and turns back if it fails.
     */
    react: build.mutation<LikeResult, LikeBody>({
      query: (body) => ({ url: '/community/likes', method: 'POST', body }),
      async onQueryStarted({ post: uuid, reaction_type }, { dispatch, getState, queryFulfilled }) {
        if (!uuid) return;
        const apply = (change: ReactionChange) => {
          const patches = [
            dispatch(communityApi.util.updateQueryData('getPost', uuid, (post) => void Object.assign(post, change))),
            ...communityApi.util.selectCachedArgsForQuery(getState(), 'getPostsPage').map((args) =>
              dispatch(
                communityApi.util.updateQueryData('getPostsPage', args, (page) => {
                  const post = page.results.find((one) => one.uuid === uuid);
                  if (post) Object.assign(post, change);
                }),
              ),
            ),
          ];
          dispatch(postReactionChanged(change));
          return patches;
        };
        const known = postIn(getState(), uuid);
        const patches = known ? apply(optimisticChange(known, reaction_type)) : [];
        try {
          const { data } = await queryFulfilled;
          // The server's exact count, wherever the post is shown by now.
          apply({
            uuid,
            user_reaction: data.reaction_type,
            likes_count: data.likes_count,
            ...(data.is_challenge_winner !== undefined && { is_challenge_winner: data.is_challenge_winner }),
          });
        } catch {
          patches.forEach((patch) => patch.undo());
          if (known) {
            const { user_reaction, likes_count, is_challenge_winner } = known;
            dispatch(postReactionChanged({ uuid, user_reaction, likes_count, is_challenge_winner }));
          }
        }
      },
    }),
  }),
});

type ApiState = Parameters<typeof communityApi.util.selectCachedArgsForQuery>[0];

/** The post as the site holds it: on its page, in a list, or in the feed. */
function postIn(state: ApiState, uuid: string): Post | undefined {
  const own = communityApi.endpoints.getPost.select(uuid)(state).data;
  if (own) return own;
  for (const args of communityApi.util.selectCachedArgsForQuery(state, 'getPostsPage')) {
    const found = communityApi.endpoints.getPostsPage
      .select(args)(state)
      .data?.results.find((p) => p.uuid === uuid);
    if (found) return found;
  }
  return selectFeed(state as unknown as RootState).posts.find((post) => post.uuid === uuid);
}

/**
 * Loads the feed's next page of a locale (its first when the feed holds another locale's or none)
 * into the community branch; true when it came.
 */
export const loadFeedPage =
  (locale: Locale) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<boolean> => {
    const feed = selectFeed(getState());
    const cursor = feed.locale === locale ? feed.cursor : null;
    const request = dispatch(
      communityApi.endpoints.getPostsPage.initiate(cursor ? { locale, cursor } : { locale }, { forceRefetch: true }),
    );
    const { data } = await request;
    request.unsubscribe();
    if (!data) return false;
    dispatch(feedPageReceived({ ...data, locale }));
    return true;
  };

export const {
  useGetPostsPageQuery,
  useLazyGetPostsPageQuery,
  useGetPostQuery,
  useCreatePostMutation,
  useDeletePostMutation,
  useUploadAttachmentMutation,
  useReactMutation,
} = communityApi;
