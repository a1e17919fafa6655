import { BRAND } from '../core/brand/brand';
import { DEFAULT_LOCALE, LOCALES, htmlLangOf } from '../core/locales/locales';
import { routeTo } from '../core/locales/routes';
import { MANIFEST } from '../core/rules';

/** gatsby-plugin-manifest options: one manifest per locale, switched by the path prefix. */
export function manifestOptions() {
  return {
    name: BRAND,
    short_name: BRAND,
    start_url: routeTo(DEFAULT_LOCALE, 'home'),
    lang: htmlLangOf(DEFAULT_LOCALE),
    display: MANIFEST.display,
    background_color: MANIFEST.backgroundColor,
    theme_color: MANIFEST.themeColor,
    icon: 'src/images/icon.svg',
    cache_busting_mode: 'none',
    localize: LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({
      start_url: routeTo(locale, 'home'),
      lang: htmlLangOf(locale),
    })),
  };
}
