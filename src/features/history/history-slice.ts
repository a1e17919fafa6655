import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../auth/auth-slice';

export interface RecipeView {
  id: string;
  /** ISO date of the last view. */
  last_view: string;
}

/** SPEC section 4: an update replaces the list, kept most recent first. */
export function sortViews(views: RecipeView[]): RecipeView[] {
  return [...views].sort((a, b) => Date.parse(b.last_view) - Date.parse(a.last_view));
}

export const historySlice = createSlice({
  name: 'recipeViews',
  initialState: [] as RecipeView[],
  reducers: {
    historyReceived: (_state, action: PayloadAction<RecipeView[]>) => sortViews(action.payload),
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => []),
});

export const { historyReceived } = historySlice.actions;
