import React, { Suspense } from 'react';
import type { ShellContext } from '../../core/site/shell-context';
import type { Vertical } from '../../core/locales/routes';
import { analyticsConfigured } from '../analytics/analytics';
import { afterHydration } from '../lazy/after-hydration';
import type { Messages } from '../../core/i18n/messages';
import { I18nProvider, useI18n } from '../i18n/i18n-provider';
import { localeMessages } from '../i18n/locale-messages';
import { Footer } from './footer';
import { Header } from './header';
import * as styles from './layout.module.css';

/** Empty in the static page anyway (it asks once the page runs): its code loads after hydration. */
const ConsentBanner = afterHydration(
  () => import('../analytics/consent-banner').then((module) => module.ConsentBanner),
  null,
  analyticsConfigured,
);

interface LayoutProps extends ShellContext {
  /** The locale's own messages unless given (the 404 and 500 pages choose theirs). */
  messages?: Messages;
  pathname: string;
  currentVertical?: Vertical;
  children: React.ReactNode;
}

/**
 * React 18 hydrates a server-rendered Suspense boundary after the rest of the page, at a low
 * priority and in slices it interrupts for input: the page's content and the footer no longer
 * hydrate in the one long task with the header. A click inside one before then hydrates that
 * boundary first, and React replays the click on it.
 */
function HydratedApart({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

function Shell({ pathname, alternates, currentVertical, children }: Omit<LayoutProps, 'locale' | 'messages'>) {
  const { t } = useI18n();
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('site.skipToContent')}
      </a>
      {/* Shown by gatsby-browser when a navigation takes more than a second. */}
      <div id="slow-navigation" className={styles.slow} role="status" hidden>
        {t('site.slowNavigation')}
      </div>
      <Header currentVertical={currentVertical} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <HydratedApart>{children}</HydratedApart>
      </main>
      <HydratedApart>
        <Footer pathname={pathname} alternates={alternates} />
      </HydratedApart>
      <ConsentBanner />
    </>
  );
}

/** The shell of every page of a locale: skip link, header, main, footer. */
export function Layout({ locale, messages, ...rest }: LayoutProps) {
  return (
    <I18nProvider locale={locale} messages={messages ?? localeMessages(locale)}>
      <Shell {...rest} />
    </I18nProvider>
  );
}
