import type { AppLinkBody, AppLinkResult } from '../../core/contract/app-link';
import { baseApi } from '../../store/base-api';

export const appLinkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    textTheApp: build.mutation<AppLinkResult, AppLinkBody>({
      query: (body) => ({ url: '/app-link/sms', method: 'POST', body }),
    }),
  }),
});

export const { useTextTheAppMutation } = appLinkApi;
