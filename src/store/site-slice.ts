import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type Locale } from '../core/locales/locales';

/** The locale of the page on screen: every API call sends it as Accept-Language. */
export const siteSlice = createSlice({
  name: 'site',
  initialState: { locale: DEFAULT_LOCALE as Locale },
  reducers: {
    localeChanged(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
  },
});

export const { localeChanged } = siteSlice.actions;
