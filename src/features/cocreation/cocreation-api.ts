import type { Project } from '../../core/contract/cocreation';
import { baseApi } from '../../store/base-api';

type Change = { id: string; lang: string };

/** Co-creation projects as the member sees them; joining or leaving answers the project, which replaces its line. */
export const cocreationApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const change = (method: 'PUT' | 'DELETE') =>
      build.mutation<Project, Change>({
        query: ({ id, lang }) => ({ url: `/cocreation-projects/${id}/participation`, method, params: { lang } }),
        async onQueryStarted({ id, lang }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled;
          dispatch(
            cocreationApi.util.updateQueryData('getProjects', { lang }, (list) => {
              const at = list.data.findIndex((p) => p.id === id);
              if (at >= 0) list.data[at] = data;
            }),
          );
        },
      });
    return {
      getProjects: build.query<{ data: Project[] }, { lang: string }>({
        query: (params) => ({ url: '/cocreation-projects', params }),
      }),
      joinProject: change('PUT'),
      leaveProject: change('DELETE'),
    };
  },
});

export const { useGetProjectsQuery, useJoinProjectMutation, useLeaveProjectMutation } = cocreationApi;
