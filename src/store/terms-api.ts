import { languageOf, type Locale } from '../core/locales/locales';
import { baseApi } from './base-api';

export interface Term {
  id: string;
  name: string;
  slug: string;
}

export type TermKind = 'recipe-categories' | 'recipe-origins' | 'ingredients';

/** Localized names of categories, origins and ingredients: shared by several features. */
export const termsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTerms: build.query<Term[], { kind: TermKind; locale: Locale }>({
      query: ({ kind, locale }) => ({ url: `/${kind}`, params: { lang: languageOf(locale) } }),
      transformResponse: (body: { data: Term[] }) => body.data,
    }),
  }),
});

export const { useGetTermsQuery } = termsApi;
