import type { CreatorPage, CreatorQuestionnairePage } from '../../core/contract/community-recipes';
import { baseApi } from '../../store/base-api';

/** The creators programme's list (SPEC sections 2 and 8): members with the badge or a published recipe. */
export const creatorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCreators: build.query<CreatorPage, { cursor?: string }>({
      query: (params) => ({ url: '/creators', params }),
    }),
    getQuestionnaires: build.query<CreatorQuestionnairePage, void>({
      query: () => ({ url: '/creators/questionnaires', params: { page_size: 50 } }),
    }),
    sendQuestionnaire: build.mutation<unknown, { answers: Record<string, string> }>({
      query: (body) => ({ url: '/creators/questionnaire', method: 'POST', body }),
    }),
  }),
});

export const { useGetCreatorsQuery, useGetQuestionnairesQuery, useSendQuestionnaireMutation } = creatorsApi;
