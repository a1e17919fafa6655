import type { PageProps } from 'gatsby';
import React from 'react';
import { ClientRoutes } from '../app/client-routes';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import type { ShellContext } from '../core/site/page-context';

/** Every fallback page of a locale: the app's client-rendered routes (src/app/client-routes.tsx). */
export default function ClientRoutesTemplate({ pageContext, location }: PageProps<object, ShellContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <ClientRoutes pathname={location.pathname} />
    </Layout>
  );
}

export const Head = pageHead<ShellContext>(() => ({ noindex: true }));
