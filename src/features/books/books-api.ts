import { baseApi } from '../../store/base-api';

/** What a printed book code opens: its book, and the recipe it is printed beside (null on a cover). */
export interface BookCodeTarget {
  book_id: string;
  title: string;
  recipe_id: string | null;
  recipes: string[];
}

/** A book in the member's `unlocked-recipes` collection. */
export interface UnlockedBook {
  id: string;
  title: string;
  recipes: string[];
}

/**
 * Book QR codes (reading one unlocks nothing; a member's visit posts it to their unlocked books)
 * and plain QR short codes (a target path), SPEC section 7.
 */
export const booksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    bookCode: build.query<BookCodeTarget, string>({
      query: (uuid) => `/book-qrcodes/${encodeURIComponent(uuid)}`,
      transformResponse: (body: { data: BookCodeTarget }) => body.data,
    }),
    unlockBook: build.mutation<UnlockedBook, string>({
      query: (qrcode) => ({ url: '/buckets/default/collections/unlocked-recipes/records', method: 'POST', body: { data: { qrcode } } }),
      transformResponse: (body: { data: UnlockedBook }) => body.data,
    }),
    plainQrTarget: build.query<string, string>({
      query: (shortcode) => `/plain-qrcodes/${encodeURIComponent(shortcode)}`,
      transformResponse: (body: { data: { target: string } }) => body.data.target,
    }),
  }),
});

export const { useBookCodeQuery, useUnlockBookMutation, usePlainQrTargetQuery } = booksApi;
