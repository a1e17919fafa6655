import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { htmlLangOf, isLocale, type Locale } from '../core/locales/locales';
import { QUERY_CACHE_SECONDS } from '../core/rules';

/** Same origin by default: the embedded server serves the site and /v1 on one port. */
export const API_BASE_URL = process.env.GATSBY_API_URL || '/v1';

interface HeaderState {
  site: { locale: Locale };
  user: { auth: { token: string | null } };
}

/**
 * Accept-Language always, in the language of the page on screen (its path's first segment, else
 * the store's locale); Authorization only when a token exists (SPEC sections 6 and 7).
 */
export function apiHeaders(headers: Headers, state: HeaderState, pathname?: string): Headers {
  const first = pathname?.split('/')[1];
  headers.set('Accept-Language', htmlLangOf(isLocale(first) ? first : state.site.locale));
  const token = state.user.auth.token;
  if (token) headers.set('Authorization', `Bearer+Email ${token}`);
  return headers;
}

/** The one createApi: features add their endpoints with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: API_BASE_URL,
    prepareHeaders: (headers, { getState }) =>
      apiHeaders(headers, getState() as HeaderState, typeof window === 'undefined' ? undefined : window.location.pathname),
  }),
  keepUnusedDataFor: QUERY_CACHE_SECONDS,
  endpoints: () => ({}),
});
