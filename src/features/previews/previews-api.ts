import type { Preview } from '../../core/contract/previews';
import { baseApi } from '../../store/base-api';

export const previewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPreview: build.query<Preview, string>({
      query: (token) => ({ url: `/previews/${encodeURIComponent(token)}` }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetPreviewQuery } = previewsApi;
