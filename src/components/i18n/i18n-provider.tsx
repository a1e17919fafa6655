import React, { createContext, useContext, useMemo } from 'react';
import { type Messages, type Translator, createTranslator } from '../../core/i18n/messages';
import { type Locale, htmlLangOf } from '../../core/locales/locales';

interface I18n extends Translator {
  locale: Locale;
  intlLocale: string;
}

const I18nContext = createContext<I18n | null>(null);

/** Gives every component of a page its locale and a translator over that locale's messages. */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: React.ReactNode;
}) {
  const value = useMemo(() => {
    const intlLocale = htmlLangOf(locale);
    return { locale, intlLocale, ...createTranslator(messages, intlLocale) };
  }, [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n needs an I18nProvider above it');
  return value;
}
