import { createSlice } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type Locale } from '../core/locales/locales';
import { type LocaleChanged, LOCALE_CHANGED } from './site-locale';

/** The locale of the page on screen: every API call sends it as Accept-Language. */
export const siteSlice = createSlice({
  name: 'site',
  initialState: { locale: DEFAULT_LOCALE as Locale },
  reducers: {},
  extraReducers: (builder) =>
    builder.addCase(LOCALE_CHANGED, (state, action: LocaleChanged) => {
      state.locale = action.payload;
    }),
});
