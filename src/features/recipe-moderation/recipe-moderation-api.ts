import type {
  CommunityRecipePage,
  ModeratedRecipe,
  ModerationDecisionBody,
} from '../../core/contract/community-recipes';
import { baseApi } from '../../store/base-api';

/** The moderators' side of members' recipes (SPEC sections 4 and 6): the queue, one recipe, a decision. */
export const recipeModerationApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['ModerationQueue', 'ModeratedRecipe'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getModerationQueue: build.query<CommunityRecipePage, { cursor?: string }>({
        query: (params) => ({ url: '/moderation/recipes', params }),
        providesTags: ['ModerationQueue'],
      }),
      getModeratedRecipe: build.query<ModeratedRecipe, string>({
        query: (uuid) => `/moderation/recipes/${encodeURIComponent(uuid)}`,
        providesTags: (_, __, uuid) => [{ type: 'ModeratedRecipe', id: uuid }],
      }),
      decideOnRecipe: build.mutation<ModeratedRecipe, { uuid: string } & ModerationDecisionBody>({
        query: ({ uuid, ...body }) => ({
          url: `/moderation/recipes/${encodeURIComponent(uuid)}/decisions`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (result, _, { uuid }) =>
          result ? ['ModerationQueue', { type: 'ModeratedRecipe', id: uuid }] : [],
      }),
    }),
  });

export const { useGetModerationQueueQuery, useGetModeratedRecipeQuery, useDecideOnRecipeMutation } =
  recipeModerationApi;
