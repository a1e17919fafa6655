import type { Term, TermKind, TermList } from '../core/contract/taxonomy';
import { languageOf, type Locale } from '../core/locales/locales';
import { baseApi } from './base-api';

export type { Term, TermKind };

/** Localized names of categories, origins and ingredients: shared by several features. */
export const termsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTerms: build.query<Term[], { kind: TermKind; locale: Locale }>({
      query: ({ kind, locale }) => ({ url: `/${kind}`, params: { lang: languageOf(locale) } }),
      transformResponse: (body: TermList) => body.data,
    }),
  }),
});

export const { useGetTermsQuery } = termsApi;
