import type { PageProps } from 'gatsby';
import React from 'react';
import type { ShellContext } from '../core/site/page-context';
import { PageDeadEnd } from '../components/dead-end/page-dead-end';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';

/** The catch-all of a locale: every unknown path under /{locale}/ (served with status 404). */
export default function NotFoundTemplate({ pageContext, location }: PageProps<object, ShellContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <PageDeadEnd reason="notFound" />
    </Layout>
  );
}

export const Head = pageHead<ShellContext>((_, t) => ({ title: t('notFound.title'), noindex: true }));
