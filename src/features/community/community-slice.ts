import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cursorOf } from '../../core/community/cursor';
import { loggedOut } from '../../store/auth-slice';
import { rootReducer } from '../../store/make-store';

export interface CommunityState {
  posts: unknown[];
  next: string | null;
  cursor: string | null;
}

const initialState: CommunityState = { posts: [], next: null, cursor: null };

declare module '../../store/make-store' {
  interface LazyLoadedSlices {
    community: CommunityState;
  }
}

/** SPEC section 4: each page of the feed is appended and its next cursor recorded; logout resets it. */
export const communitySlice = createSlice({
  name: 'community',
  initialState,
  reducers: {
    feedPageReceived(state, action: PayloadAction<{ results: unknown[]; next: string | null }>) {
      state.posts.push(...action.payload.results);
      state.next = action.payload.next;
      state.cursor = cursorOf(action.payload.next);
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialState),
}).injectInto(rootReducer);

export const { feedPageReceived } = communitySlice.actions;
