import React from 'react';
import type { ShellContext } from '../../core/site/shell-context';
import { BRAND } from '../../core/brand/brand';
import { type Translator, createTranslator } from '../../core/i18n/messages';
import { localeMessages } from '../i18n/locale-messages';
import { LOCALES, htmlLangOf } from '../../core/locales/locales';
import { equivalentPath } from '../../core/locales/routes';

interface PageHeadProps {
  context: ShellContext;
  title?: string;
  description?: string;
  /** This page's path; with the site URL it makes the canonical and Open Graph URLs. */
  path?: string;
  /** An absolute or site-relative picture for sharing cards. */
  image?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
}

/** The <head> of a page: lang, title, description, canonical, hreflang, sharing cards, JSON-LD. */
export function PageHead({
  context,
  title,
  description,
  path,
  image,
  type = 'website',
  noindex,
  jsonLd,
}: PageHeadProps) {
  const lang = htmlLangOf(context.locale);
  const { t } = createTranslator(localeMessages(context.locale), lang);
  const fullTitle = title ? `${title} | ${BRAND}` : BRAND;
  const text = description || t('site.description');
  const site = (context.siteUrl ?? '').replace(/\/$/, '');
  const absolute = (value: string) => (/^https?:/.test(value) ? value : `${site}${value}`);
  const alternates = path
    ? {
        ...(context.alternates ?? Object.fromEntries(LOCALES.map((l) => [l, equivalentPath(path, l)]))),
        [context.locale]: path,
      }
    : undefined;
  return (
    <>
      <html lang={lang} />
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {noindex && <meta name="robots" content="noindex" />}
      {path && !noindex && <link rel="canonical" href={absolute(path)} />}
      {alternates &&
        !noindex &&
        LOCALES.filter((locale) => alternates[locale]).map((locale) => (
          <link key={locale} rel="alternate" hrefLang={htmlLangOf(locale)} href={absolute(alternates[locale]!)} />
        ))}
      <meta property="og:site_name" content={BRAND} />
      <meta property="og:title" content={title ?? BRAND} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={lang.replace('-', '_')} />
      {path && <meta property="og:url" content={absolute(path)} />}
      {image && <meta property="og:image" content={absolute(image)} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title ?? BRAND} />
      <meta name="twitter:description" content={text} />
      {image && <meta name="twitter:image" content={absolute(image)} />}
      {jsonLd && <JsonLd data={jsonLd} />}
    </>
  );
}

/** What a template says of its page's head, from its context and its locale's messages. */
export type HeadOf<C extends ShellContext> = (context: C, t: Translator['t']) => Omit<PageHeadProps, 'context'>;

/**
 * A template's Gatsby `Head`: its title, description, path (canonical and alternates), robots,
 * sharing picture and JSON-LD, with the page's locale's translator made here once for every template.
 */
export function pageHead<C extends ShellContext>(headOf: HeadOf<C>) {
  return function Head({ pageContext }: { pageContext: C }) {
    const { t } = createTranslator(localeMessages(pageContext.locale), htmlLangOf(pageContext.locale));
    return <PageHead context={pageContext} {...headOf(pageContext, t)} />;
  };
}

/** Structured data for search engines (schema.org), `<` escaped so no text can close the element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

/**
 * In the browser, the structured data the static page was built with, left as it is: hydration
 * keeps the server's inner HTML. Keyed by the page, so moving to another page empties it.
 */
export function KeptJsonLd() {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
