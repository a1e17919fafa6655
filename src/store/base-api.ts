import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { htmlLangOf, type Locale } from '../core/locales/locales';
import { QUERY_CACHE_SECONDS } from '../core/rules';

/** Same origin by default: the embedded server serves the site and /v1 on one port. */
export const API_BASE_URL = process.env.GATSBY_API_URL || '/v1';

interface HeaderState {
  site: { locale: Locale };
  user: { auth: { token: string | null } };
}

/** Accept-Language always; Authorization only when a token exists (SPEC section 6). */
export function apiHeaders(headers: Headers, state: HeaderState): Headers {
  headers.set('Accept-Language', htmlLangOf(state.site.locale));
  const token = state.user.auth.token;
  if (token) headers.set('Authorization', `Bearer+Email ${token}`);
  return headers;
}

/** The one createApi: features add their endpoints with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: API_BASE_URL,
    prepareHeaders: (headers, { getState }) => apiHeaders(headers, getState() as HeaderState),
  }),
  keepUnusedDataFor: QUERY_CACHE_SECONDS,
  endpoints: () => ({}),
});
