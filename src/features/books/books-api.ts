import type { BookCodeTarget, UnlockedBookRecord } from '../../core/contract/books';
import { baseApi } from '../../store/base-api';

export type { BookCodeTarget } from '../../core/contract/books';

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
    unlockBook: build.mutation<UnlockedBookRecord, string>({
      query: (qrcode) => ({
        url: '/buckets/default/collections/unlocked-recipes/records',
        method: 'POST',
        body: { data: { qrcode } },
      }),
      transformResponse: (body: { data: UnlockedBookRecord }) => body.data,
    }),
    plainQrTarget: build.query<string, string>({
      query: (shortcode) => `/plain-qrcodes/${encodeURIComponent(shortcode)}`,
      transformResponse: (body: { data: { target: string } }) => body.data.target,
    }),
  }),
});

export const { useBookCodeQuery, useUnlockBookMutation, usePlainQrTargetQuery } = booksApi;
