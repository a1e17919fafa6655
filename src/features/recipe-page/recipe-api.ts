import type { Locale } from '../../core/locales/locales';
import type { RecipeDetail } from '../../core/recipes/recipe-detail';
import { baseApi } from '../../store/base-api';

const recordsOf = (locale: Locale) => `/buckets/${locale}/collections/recipes/records`;

/** The catalogue as the client-rendered pages read it: recipes published after the build. */
export const recipeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRecipeBySlug: build.query<RecipeDetail | null, { locale: Locale; slug: string }>({
      query: ({ locale, slug }) => ({ url: recordsOf(locale), params: { url_slug: slug, _limit: 1 } }),
      transformResponse: (body: { data: RecipeDetail[] }) => body.data[0] ?? null,
    }),
    getRecipeById: build.query<RecipeDetail | null, { locale: Locale; id: string }>({
      query: ({ locale, id }) => ({ url: recordsOf(locale), params: { id, _limit: 1 } }),
      transformResponse: (body: { data: RecipeDetail[] }) => body.data[0] ?? null,
    }),
  }),
});

export const { useGetRecipeBySlugQuery, useGetRecipeByIdQuery } = recipeApi;
