import type { BlockResult, Report, ReportBody } from '../../core/contract/moderation';
import { baseApi } from '../../store/base-api';

export type { ReportBody };

/** What a block changes: the member's profile and every list that showed their posts and comments. */
const BLOCK_TAGS = ['Member', 'Follows', 'Comments', 'Posts'] as const;

/** Reports and blocks (SPEC sections 6, 7 Community: reports; user_block). */
export const moderationApi = baseApi.enhanceEndpoints({ addTagTypes: BLOCK_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    /** Tell the team about a member, a post or a comment. */
    sendReport: build.mutation<Report, ReportBody>({
      query: (body) => ({ url: '/community/reports', method: 'POST', body }),
    }),
    blockMember: build.mutation<BlockResult, string>({
      query: (user) => ({ url: '/community/user_block', method: 'POST', body: { user } }),
      invalidatesTags: (_, error) => (error ? [] : [...BLOCK_TAGS]),
    }),
    unblockMember: build.mutation<BlockResult, string>({
      query: (user) => ({ url: `/community/user_block/${encodeURIComponent(user)}`, method: 'DELETE' }),
      invalidatesTags: (_, error) => (error ? [] : [...BLOCK_TAGS]),
    }),
  }),
});

export const { useSendReportMutation, useBlockMemberMutation, useUnblockMemberMutation } = moderationApi;
