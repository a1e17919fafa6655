import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RecipeView } from '../../core/contract/member-recipes';
import { loggedOut } from '../../store/auth-slice';
import { type RootState, userReducer } from '../../store/make-store';

declare module '../../store/make-store' {
  interface LazyLoadedUserSlices {
    recipeViews: RecipeView[];
  }
}

/** SPEC section 4: an update replaces the list, kept most recent first. */
export function sortViews(views: RecipeView[]): RecipeView[] {
  return [...views].sort((a, b) => Date.parse(b.last_view) - Date.parse(a.last_view));
}

/** A persisted part of the user branch: the app shell injects it before the store rehydrates. */
export const historySlice = createSlice({
  name: 'recipeViews',
  initialState: [] as RecipeView[],
  reducers: {
    historyReceived: (_state, action: PayloadAction<RecipeView[]>) => sortViews(action.payload),
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => []),
}).injectInto(userReducer);

export const { historyReceived } = historySlice.actions;

/** The member's recipe views as the user branch keeps them (persisted), most recent first. */
export const selectRecipeViews = (state: Pick<RootState, 'user'>) => historySlice.selectSlice(state.user);
