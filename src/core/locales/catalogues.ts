import deSite from '../../../locales/de/site.json';
import enGbSite from '../../../locales/en-gb/site.json';
import enUsSite from '../../../locales/en-us/site.json';
import esEsSite from '../../../locales/es-es/site.json';
import esMxSite from '../../../locales/es-mx/site.json';
import frSite from '../../../locales/fr/site.json';
import itSite from '../../../locales/it/site.json';
import ptBrSite from '../../../locales/pt-br/site.json';
import { type Locale, toLocale } from './locales';

/**
 * The small per-locale facts the site needs everywhere: language name, path words, shop and
 * social links, CMS page ids. UI messages live apart (messages.json) so they are not bundled
 * eight times over.
 */
export type SiteCatalogue = typeof enUsSite;
export type PathKey = keyof SiteCatalogue['paths'];
export type LinkKey = keyof SiteCatalogue['links'];
export type CmsPageKey = keyof SiteCatalogue['cms'];

const SITES: Record<Locale, SiteCatalogue> = {
  'en-us': enUsSite,
  'en-gb': enGbSite,
  fr: frSite,
  de: deSite,
  it: itSite,
  'es-es': esEsSite,
  'es-mx': esMxSite,
  'pt-br': ptBrSite,
};

export function siteOf(locale: Locale): SiteCatalogue {
  return SITES[toLocale(locale)];
}
