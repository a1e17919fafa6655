import {
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  createApi,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { env } from '../config/env';
import { htmlLangOf, isLocale, type Locale } from '../core/locales/locales';
import { QUERY_CACHE_SECONDS } from '../core/rules';
import { API_ERRNO, apiErrorOf } from './api-error';
import { loggedOut } from './auth-slice';

interface HeaderState {
  site: { locale: Locale };
  user: { auth: { token: string | null } };
}

/**
 * Accept-Language always, in the language of the page on screen (its path's first segment, else
 * the store's locale); Authorization only when a token exists and the call sets none (SPEC sections 6 and 7).
 */
export function apiHeaders(headers: Headers, state: HeaderState, pathname?: string): Headers {
  const first = pathname?.split('/')[1];
  headers.set('Accept-Language', htmlLangOf(isLocale(first) ? first : state.site.locale));
  const token = state.user.auth.token;
  // A call may carry a token of its own (an e-mailed reset link): the stored one must not replace it.
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer+Email ${token}`);
  return headers;
}

/** What the store hands every call (configureStore's thunk extra argument): tests aim it at their server. */
export interface ApiExtra {
  apiBaseUrl?: string;
}

/**
 * The API's answer to a token that no longer names a live session (signed out from another
 * device, expired, idle): a 401, errno 105, naming the Authorization header.
 */
function isEndedSession(error: FetchBaseQueryError | undefined): boolean {
  const { status, errno, details } = apiErrorOf(error);
  return (
    status === 401 && errno === API_ERRNO.INVALID_AUTH && !Array.isArray(details) && details?.header === 'Authorization'
  );
}

const carriesOwnToken = (args: string | FetchArgs) =>
  typeof args !== 'string' && new Headers(args.headers as HeadersInit | undefined).has('Authorization');

const fetchFrom = (baseUrl: string) =>
  fetchBaseQuery({
    baseUrl,
    prepareHeaders: (headers, { getState }) =>
      apiHeaders(
        headers,
        getState() as HeaderState,
        typeof window === 'undefined' ? undefined : window.location.pathname,
      ),
  });
const defaultFetch = fetchFrom(env.apiBaseUrl);

/**
 * Every call; when the stored token turns out to be dead, the member is logged out here, so the
 * site stops showing them as logged in. Calls sending a token of their own (an e-mailed link) are
 * left to their form.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const sent = (api.getState() as HeaderState).user.auth.token;
  const { apiBaseUrl } = (api.extra ?? {}) as ApiExtra;
  const result = await (apiBaseUrl ? fetchFrom(apiBaseUrl) : defaultFetch)(args, api, extraOptions);
  if (
    sent &&
    isEndedSession(result.error) &&
    !carriesOwnToken(args) &&
    (api.getState() as HeaderState).user.auth.token === sent
  ) {
    api.dispatch(loggedOut());
    api.dispatch(baseApi.util.resetApiState());
  }
  return result;
};

/** The one createApi: features add their endpoints with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: QUERY_CACHE_SECONDS,
  endpoints: () => ({}),
});
