import type {
  CommunityRecipe,
  CommunityRecipePage,
  CommunityRecipePatch,
  CommunityStepPatch,
  CreatorTerms,
  NewCommunityIngredient,
  NewCommunityRecipe,
  NewCommunityStep,
} from '../../core/contract/community-recipes';
import type { CommunityRecipeStatus } from '../../core/recipes/recipe-status';
import { CREATOR_TERMS_VERSION } from '../../core/rules';
import { baseApi } from '../../store/base-api';
import type { AppDispatch } from '../../store/make-store';

export type { CommunityRecipe };

const LIST = { type: 'CommunityRecipeList', id: 'LIST' } as const;

/** Writes the whole recipe an answer carries into the recipe's cache entry (its uuid is the answer's). */
async function keepAnswer(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: AppDispatch; queryFulfilled: Promise<{ data: CommunityRecipe }> },
) {
  const result = await queryFulfilled.catch(() => null);
  if (result) dispatch(communityRecipesApi.util.upsertQueryData('getCommunityRecipe', result.data.uuid, result.data));
}

/**
 * A change shown at once in the recipe's cache, then replaced by the API's answer, or undone when
 * the API refuses it (the editor says so).
 */
function optimistic<Arg extends { uuid: string }>(apply: (draft: CommunityRecipe, arg: Arg) => void) {
  return async (
    arg: Arg,
    { dispatch, queryFulfilled }: { dispatch: AppDispatch; queryFulfilled: Promise<{ data: CommunityRecipe }> },
  ) => {
    const shown = dispatch(
      communityRecipesApi.util.updateQueryData('getCommunityRecipe', arg.uuid, (draft) => apply(draft, arg)),
    );
    const result = await queryFulfilled.catch(() => null);
    if (!result) shown.undo();
    else dispatch(communityRecipesApi.util.upsertQueryData('getCommunityRecipe', arg.uuid, result.data));
  };
}

const picture = (file: File) => {
  const body = new FormData();
  body.append('picture', file);
  return body;
};

/**
 * A member's recipes as they write them (SPEC section 7, Community recipes): every change answers
 * the whole recipe, which replaces the cached one; the simple field changes show at once and are
 * undone when the API refuses them.
 */
export const communityRecipesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['CommunityRecipe', 'CommunityRecipeList', 'CreatorTerms'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listCommunityRecipes: build.query<CommunityRecipePage, { status?: CommunityRecipeStatus; cursor?: string }>({
        query: (params) => ({ url: '/community-recipes', params }),
        providesTags: [LIST],
      }),
      getCommunityRecipe: build.query<CommunityRecipe, string>({
        query: (uuid) => `/community-recipes/${encodeURIComponent(uuid)}`,
        providesTags: (_, __, uuid) => [{ type: 'CommunityRecipe', id: uuid }],
      }),
      createCommunityRecipe: build.mutation<CommunityRecipe, NewCommunityRecipe>({
        query: (body) => ({ url: '/community-recipes', method: 'POST', body }),
        invalidatesTags: (result) => (result ? [LIST] : []),
        onQueryStarted: keepAnswer,
      }),
      patchCommunityRecipe: build.mutation<CommunityRecipe, { uuid: string; patch: CommunityRecipePatch }>({
        query: ({ uuid, patch }) => ({
          url: `/community-recipes/${encodeURIComponent(uuid)}`,
          method: 'PATCH',
          body: patch,
        }),
        invalidatesTags: (result) => (result ? [LIST] : []),
        onQueryStarted: optimistic((draft, { patch }) => {
          const fields: CommunityRecipePatch = { ...patch };
          delete fields.status;
          Object.assign(draft, fields);
        }),
      }),
      uploadCover: build.mutation<CommunityRecipe, { uuid: string; file: File }>({
        query: ({ uuid, file }) => ({
          url: `/community-recipes/${encodeURIComponent(uuid)}`,
          method: 'PATCH',
          body: picture(file),
        }),
        onQueryStarted: keepAnswer,
      }),
      setCategories: build.mutation<CommunityRecipe, { uuid: string; categories: string[] }>({
        query: ({ uuid, categories }) => ({
          url: `/community-recipe-categories/${encodeURIComponent(uuid)}`,
          method: 'PATCH',
          body: { categories },
        }),
        onQueryStarted: optimistic((draft, { categories }) => {
          draft.categories = categories;
        }),
      }),
      setDiets: build.mutation<CommunityRecipe, { uuid: string; diets: string[] }>({
        query: ({ uuid, diets }) => ({
          url: `/community-recipe-diets/${encodeURIComponent(uuid)}`,
          method: 'PATCH',
          body: { uuid, suitable_for_diets: diets },
        }),
        onQueryStarted: optimistic((draft, { diets }) => {
          draft.suitable_for_diets = diets as CommunityRecipe['suitable_for_diets'];
        }),
      }),
      addIngredient: build.mutation<CommunityRecipe, NewCommunityIngredient>({
        query: (body) => ({ url: '/community-recipe-ingredients', method: 'POST', body }),
        onQueryStarted: keepAnswer,
      }),
      addKitchenware: build.mutation<CommunityRecipe, { recipe: string; name: string }>({
        query: (body) => ({ url: '/community-recipe-kitchenwares', method: 'POST', body }),
        onQueryStarted: keepAnswer,
      }),
      addStep: build.mutation<CommunityRecipe, NewCommunityStep>({
        query: (body) => ({ url: '/community-recipe-steps', method: 'POST', body }),
        onQueryStarted: keepAnswer,
      }),
      patchStep: build.mutation<CommunityRecipe, { recipe: string; uuid: string; patch: CommunityStepPatch }>({
        query: ({ uuid, patch }) => ({
          url: `/community-recipe-steps/${encodeURIComponent(uuid)}`,
          method: 'PATCH',
          body: patch,
        }),
        onQueryStarted: keepAnswer,
      }),
      /** The picture as a raw multipart body: no content type of our own (SPEC section 7). */
      uploadStepPicture: build.mutation<CommunityRecipe, { recipe: string; uuid: string; file: File }>({
        query: ({ uuid, file }) => ({
          url: `/community-recipe-steps/${encodeURIComponent(uuid)}`,
          method: 'PATCH',
          body: picture(file),
        }),
        onQueryStarted: keepAnswer,
      }),
      removePiece: build.mutation<
        CommunityRecipe,
        { recipe: string; kind: 'ingredients' | 'kitchenwares' | 'steps'; uuid: string }
      >({
        query: ({ kind, uuid }) => ({ url: `/community-recipe-${kind}/${encodeURIComponent(uuid)}`, method: 'DELETE' }),
        onQueryStarted: keepAnswer,
      }),
      deleteCommunityRecipe: build.mutation<unknown, string>({
        query: (uuid) => ({ url: `/community-recipes/${encodeURIComponent(uuid)}`, method: 'DELETE' }),
        invalidatesTags: (_, error) => (error ? [] : [LIST]),
      }),
      getCreatorTerms: build.query<CreatorTerms, void>({
        query: () => '/creators/terms',
        providesTags: ['CreatorTerms'],
      }),
      acceptCreatorTerms: build.mutation<unknown, void>({
        query: () => ({ url: '/creators/terms', method: 'POST', body: { version: CREATOR_TERMS_VERSION } }),
        invalidatesTags: ['CreatorTerms'],
      }),
    }),
  });

export const {
  useListCommunityRecipesQuery,
  useGetCommunityRecipeQuery,
  useCreateCommunityRecipeMutation,
  usePatchCommunityRecipeMutation,
  useUploadCoverMutation,
  useSetCategoriesMutation,
  useSetDietsMutation,
  useAddIngredientMutation,
  useAddKitchenwareMutation,
  useAddStepMutation,
  usePatchStepMutation,
  useUploadStepPictureMutation,
  useRemovePieceMutation,
  useDeleteCommunityRecipeMutation,
  useGetCreatorTermsQuery,
  useAcceptCreatorTermsMutation,
} = communityRecipesApi;
