import { baseApi } from '../../store/base-api';

export interface UnlockedBook {
  book_id: string;
  title: string;
  recipes: string[];
}

/** Book QR codes (unlock for the caller) and plain QR short codes (a target path), SPEC section 7. */
export const booksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    unlockBook: build.query<UnlockedBook, string>({
      query: (uuid) => `/book-qrcodes/${encodeURIComponent(uuid)}`,
      transformResponse: (body: { data: UnlockedBook }) => body.data,
    }),
    plainQrTarget: build.query<string, string>({
      query: (shortcode) => `/plain-qrcodes/${encodeURIComponent(shortcode)}`,
      transformResponse: (body: { data: { target: string } }) => body.data.target,
    }),
  }),
});

export const { useUnlockBookQuery, usePlainQrTargetQuery } = booksApi;
