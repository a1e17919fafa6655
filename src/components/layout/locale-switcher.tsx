import React from 'react';
import { LOCALES, type Locale } from '../../core/locales/locales';
import { equivalentPath } from '../../core/locales/routes';
import { siteOf } from '../../core/locales/catalogues';
import { useI18n } from '../i18n/i18n-provider';
import * as styles from './footer.module.css';

/**
 * Links to the same page in every other locale. Plain links, not client navigation: another
 * locale is another set of pages and messages.
 */
export function LocaleSwitcher({
  pathname,
  alternates,
}: {
  pathname: string;
  alternates?: Partial<Record<Locale, string>>;
}) {
  const { locale, t } = useI18n();
  return (
    <nav aria-labelledby="locale-switcher-title">
      <h2 id="locale-switcher-title" className={styles.title}>
        {t('footer.language')}
      </h2>
      <ul className={styles.list}>
        {LOCALES.map((target) => {
          const { name } = siteOf(target).meta;
          const href = alternates?.[target] ?? equivalentPath(pathname, target);
          return (
            <li key={target}>
              <a
                href={href}
                hrefLang={target}
                lang={target}
                aria-current={target === locale ? 'true' : undefined}
                className={target === locale ? styles.current : undefined}
              >
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
