import React from 'react';
import type { ShellContext } from '../../build/page-context';
import { BRAND } from '../../core/brand/brand';
import { createTranslator } from '../../core/i18n/messages';
import { htmlLangOf } from '../../core/locales/locales';

/** The <head> of a page: html lang, title, description (Gatsby Head API). */
export function PageHead({ context, title, noindex }: { context: ShellContext; title?: string; noindex?: boolean }) {
  const lang = htmlLangOf(context.locale);
  const { t } = createTranslator(context.messages, lang);
  return (
    <>
      <html lang={lang} />
      <title>{title ? `${title} | ${BRAND}` : BRAND}</title>
      <meta name="description" content={t('site.description')} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
