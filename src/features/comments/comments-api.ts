import { cursorOf } from '../../core/community/cursor';
import type { Comment, CommentBody, CommentPage } from '../../core/contract/comments';
import type { Attachment } from '../../core/contract/community';
import type { LikeResult } from '../../core/contract/posts';
import type { CommentType, COMMENT_TYPE_FILTERS } from '../../core/rules';
import { baseApi } from '../../store/base-api';
import type { RootState } from '../../store/make-store';

export type { Comment, CommentType };
export type CommentFilter = (typeof COMMENT_TYPE_FILTERS)[number];
/** What the comments are under: a recipe (its id) or a re-creation post (its uuid). */
export type CommentTarget = { recipe: string } | { post: string };
export interface CommentListArgs {
  target: CommentTarget;
  type: CommentFilter;
}

type LikeChange = Pick<Comment, 'user_reaction' | 'likes_count'>;

const pages = {
  initialPageParam: null,
  getNextPageParam: (last: CommentPage) => cursorOf(last.next),
} as const;

const commentTags = (data: { pages: CommentPage[] } | undefined) => [
  'Comments' as const,
  ...(data?.pages ?? []).flatMap((page) => page.results.map((one) => ({ type: 'Comment' as const, id: one.uuid }))),
];

/** Comments on recipes and posts (SPEC section 7, generic-comments), their replies, likes and pictures. */
export const commentsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Comments', 'Comment'] }).injectEndpoints({
  endpoints: (build) => ({
    /** A target's top-level comments, newest first, a page at a time (`fetchNextPage` for more). */
    listComments: build.infiniteQuery<CommentPage, CommentListArgs, string | null>({
      infiniteQueryOptions: pages,
      query: ({ queryArg: { target, type }, pageParam }) => ({
        url: '/community/generic-comments',
        params: { ...target, ...(type !== 'all' && { type }), ...(pageParam && { cursor: pageParam }) },
      }),
      providesTags: commentTags,
    }),
    /** A comment's replies, oldest first. */
    listReplies: build.infiniteQuery<CommentPage, number, string | null>({
      infiniteQueryOptions: pages,
      query: ({ queryArg: parent, pageParam }) => ({
        url: '/community/generic-comments',
        params: { parent, ...(pageParam && { cursor: pageParam }) },
      }),
      providesTags: commentTags,
    }),
    createComment: build.mutation<Comment, CommentBody>({
      query: (body) => ({ url: '/community/generic-comments', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Comments'] : []),
    }),
    deleteComment: build.mutation<unknown, number>({
      query: (id) => ({ url: `/community/generic-comments/${id}`, method: 'DELETE' }),
      invalidatesTags: (_, error) => (error ? [] : ['Comments']),
    }),
    /** A comment's picture (multipart `file`: jpg or png, 5 MB), sent before the comment. */
    uploadCommentPicture: build.mutation<Attachment, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/community/attachments', method: 'POST', body };
      },
    }),
    /** Like or unlike a comment: every list showing it turns at once, then takes the server's count. */
    likeComment: build.mutation<LikeResult, { comment: string; reaction_type: 'like' | null }>({
      query: (body) => ({ url: '/community/likes', method: 'POST', body }),
      async onQueryStarted({ comment: uuid, reaction_type }, { dispatch, getState, queryFulfilled }) {
        const apply = (change: (comment: Comment) => LikeChange) =>
          commentsApi.util
            .selectInvalidatedBy(getState() as RootState, [{ type: 'Comment', id: uuid }])
            .map(({ endpointName, originalArgs }) =>
              dispatch(
                commentsApi.util.updateQueryData(
                  endpointName as 'listComments',
                  originalArgs as CommentListArgs,
                  (draft) => {
                    for (const one of draft.pages.flatMap((page) => page.results))
                      if (one.uuid === uuid) Object.assign(one, change(one));
                  },
                ),
              ),
            );
        const patches = apply((one) => ({
          user_reaction: reaction_type,
          likes_count: Math.max(0, one.likes_count + (reaction_type ? 1 : 0) - (one.user_reaction ? 1 : 0)),
        }));
        try {
          const { data } = await queryFulfilled;
          apply(() => ({ user_reaction: data.reaction_type, likes_count: data.likes_count }));
        } catch {
          patches.forEach((patch) => patch.undo());
        }
      },
    }),
  }),
});

export const {
  useListCommentsInfiniteQuery,
  useListRepliesInfiniteQuery,
  useCreateCommentMutation,
  useDeleteCommentMutation,
  useUploadCommentPictureMutation,
  useLikeCommentMutation,
} = commentsApi;
