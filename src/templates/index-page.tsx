import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import React from 'react';
import type { IndexContext } from '../core/site/page-context';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import * as styles from '../styles/page.module.css';

/** A page of links in groups: the categories and diets, or every ingredient. */
export default function IndexTemplate({ pageContext, location }: PageProps<object, IndexContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <section className={styles.hero}>
        <h1 className={styles.title}>{pageContext.title}</h1>
      </section>
      {pageContext.groups.map((group, index) => (
        <section key={index} className={styles.section} aria-labelledby={group.title ? `group-${index}` : undefined}>
          {group.title && (
            <h2 id={`group-${index}`} className={styles.sectionTitle}>
              {group.title}
            </h2>
          )}
          <ul className={styles.links}>
            {group.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Layout>
  );
}

export const Head = pageHead<IndexContext>((context) => ({ title: context.title, path: context.canonicalPath }));
