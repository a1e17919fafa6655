import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import React from 'react';
import type { WorkshopContext } from '../core/site/page-context';
import { useI18n } from '../components/i18n/i18n-provider';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import { MemberLine } from '../components/member/member-line';
import { BRAND } from '../core/brand/brand';
import { htmlLangOf } from '../core/locales/locales';
import { routeTo } from '../core/locales/routes';
import { WorkshopPanel } from '../features/workshops/workshop-panel';
import * as workshops from '../features/workshops/workshops.module.css';
import * as styles from '../styles/page.module.css';
// Read from the first render: the store is attached before this page renders (store-runtime.ts).
import '../app/store-runtime';

function WorkshopPage({ workshop }: Pick<WorkshopContext, 'workshop'>) {
  const { t, locale } = useI18n();
  return (
    <article className={styles.hero}>
      <p>
        <Link to={routeTo(locale, 'workshops')}>{t('workshops.back')}</Link>
      </p>
      <h1 className={styles.title}>{workshop.title}</h1>
      <div className={workshops.layout}>
        <div>
          <p className={styles.intro}>{workshop.description}</p>
          <p className={workshops.meta}>{t('workshop.duration', { minutes: workshop.duration_minutes })}</p>
          <h2>{t('workshop.hostTitle')}</h2>
          {workshop.host.profile ? <MemberLine author={workshop.host.profile} /> : <p>{workshop.host.name}</p>}
        </div>
        <WorkshopPanel built={workshop} />
      </div>
    </article>
  );
}

/** One workshop (SPEC section 2, Workshop): what it is, who hosts it, and its booking box. */
export default function WorkshopTemplate({ pageContext, location }: PageProps<object, WorkshopContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <WorkshopPage workshop={pageContext.workshop} />
    </Layout>
  );
}

export const Head = pageHead<WorkshopContext>((context) => {
  const { workshop } = context;
  return {
    title: workshop.title,
    description: workshop.description,
    path: context.canonicalPath,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: workshop.title,
      description: workshop.description,
      startDate: workshop.starts_at,
      endDate: new Date(Date.parse(workshop.starts_at) + workshop.duration_minutes * 60_000).toISOString(),
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: `${context.siteUrl ?? ''}${context.canonicalPath}` },
      organizer: { '@type': 'Organization', name: BRAND },
      performer: { '@type': 'Person', name: workshop.host.name },
      inLanguage: htmlLangOf(context.locale),
    },
  };
});
