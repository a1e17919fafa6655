import type { PageProps } from 'gatsby';
import React from 'react';
import type { CmsContext } from '../core/site/page-context';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import { StoreBadges } from '../features/app/store-badges';
import { TextTheAppForm } from '../features/app/text-the-app-form';
import * as styles from '../styles/page.module.css';
// Read from the first render: the store is attached before this page renders (store-runtime.ts).
import '../app/store-runtime';

/** What follows a section of some pages: the store links after the app's download words, the form after text-the-app's. */
const AFTER_SECTION: Record<string, Record<string, React.ReactNode>> = {
  mobileApp: { download: <StoreBadges /> },
  textTheApp: { how: <TextTheAppForm /> },
};

/** A content-management page: story, legal notices, the app, landing, text-the-app. */
export default function CmsPageTemplate({ pageContext, location }: PageProps<object, CmsContext>) {
  const { page } = pageContext;
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <article className={styles.article}>
        <h1 className={styles.title}>{page.title}</h1>
        {page.sections.map((section, index) => (
          <section key={section.id ?? index} aria-labelledby={`section-${index}`}>
            <h2 id={`section-${index}`} className={styles.sectionTitle}>
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph, p) => (
              <p key={p}>{paragraph}</p>
            ))}
            {section.id && AFTER_SECTION[page.kind]?.[section.id]}
          </section>
        ))}
      </article>
    </Layout>
  );
}

export const Head = pageHead<CmsContext>((context) => ({
  title: context.page.title,
  description: context.page.description,
  path: context.canonicalPath,
}));
