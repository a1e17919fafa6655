import { LOCALES, type Locale, htmlLangOf } from '../locales/locales';
import { escapeMarkup } from './escape-markup';

/** A page listed in a locale's sitemap, with the same page in the other locales. */
export interface SitemapEntry {
  path: string;
  alternates?: Partial<Record<Locale, string>>;
}

/** One locale's sitemap, with xhtml:link hreflang alternates (Google's sitemap format). */
export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const site = siteUrl.replace(/\/$/, '');
  const urls = entries.map(({ path, alternates }) => {
    const links = LOCALES.filter((locale) => alternates?.[locale])
      .map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${htmlLangOf(locale)}" href="${escapeMarkup(site + alternates![locale]!)}"/>`,
      )
      .join('');
    return `<url><loc>${escapeMarkup(site + path)}</loc>${links}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export const sitemapFileOf = (locale: Locale) => `sitemap-${locale}.xml`;

/** The sitemap index: one sitemap per locale. */
export function sitemapIndexXml(siteUrl: string, locales: readonly Locale[] = LOCALES): string {
  const site = siteUrl.replace(/\/$/, '');
  const items = locales.map(
    (locale) => `<sitemap><loc>${escapeMarkup(`${site}/${sitemapFileOf(locale)}`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** robots.txt: everything but the client-only fallbacks and the dev outbox; where the sitemaps are. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nDisallow: /*/___fallback/\nDisallow: /dev/\n\nSitemap: ${siteUrl.replace(/\/$/, '')}/sitemap-index.xml\n`;
}
