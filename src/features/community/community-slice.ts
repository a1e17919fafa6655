import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cursorOf } from '../../core/community/cursor';
import type { Post } from '../../core/contract/posts';
import type { Locale } from '../../core/locales/locales';
import { loggedOut, tokenReceived } from '../../store/auth-slice';
import { rootReducer } from '../../store/make-store';

export interface CommunityState {
  posts: Post[];
  next: string | null;
  cursor: string | null;
  /** The locale whose feed the posts are, null before its first page came. */
  locale: Locale | null;
}

const initialState: CommunityState = { posts: [], next: null, cursor: null, locale: null };

declare module '../../store/make-store' {
  interface LazyLoadedSlices {
    community: CommunityState;
  }
}

/** What a like changed on a post: the caller's reaction, the exact count, whether it won. */
export type ReactionChange = Pick<Post, 'uuid' | 'user_reaction' | 'likes_count'> &
  Partial<Pick<Post, 'is_challenge_winner'>>;

/**
 * SPEC section 4: each page of the feed is appended and its next cursor recorded; logging in or out
 * resets it, and so does another locale's feed.
 */
export const communitySlice = createSlice({
  name: 'community',
  initialState,
  reducers: {
    feedPageReceived(state, action: PayloadAction<{ results: Post[]; next: string | null; locale?: Locale }>) {
      const { results, next, locale } = action.payload;
      if (locale && state.locale !== locale) Object.assign(state, { posts: [], next: null, cursor: null, locale });
      // A post may come twice when newer ones pushed it down meanwhile: keep its first place.
      const known = new Set(state.posts.map((post) => post.uuid));
      state.posts.push(...results.filter((post) => !known.has(post.uuid)));
      state.next = next;
      state.cursor = cursorOf(next);
    },
    /** Start over: a post was shared or removed, or the feed is opened again. */
    feedCleared: () => initialState,
    postReactionChanged(state, action: PayloadAction<ReactionChange>) {
      const post = state.posts.find((one) => one.uuid === action.payload.uuid);
      if (post) Object.assign(post, action.payload);
    },
    postRemoved(state, action: PayloadAction<string>) {
      state.posts = state.posts.filter((post) => post.uuid !== action.payload);
    },
  },
  // Whose likes the posts show changes with the session.
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialState).addCase(tokenReceived, () => initialState),
  selectors: {
    selectFeed: (state) => state,
  },
}).injectInto(rootReducer);

export const { feedPageReceived, feedCleared, postReactionChanged, postRemoved } = communitySlice.actions;
export const { selectFeed } = communitySlice.selectors;
