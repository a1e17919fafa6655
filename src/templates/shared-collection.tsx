import type { PageProps } from 'gatsby';
import React from 'react';
import type { ShellContext } from '../core/site/page-context';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import { SharedCollection } from '../features/kitchen/collections';
// Read from the first render: the store is attached before this page renders (store-runtime.ts).
import '../app/store-runtime';

/** A member's recipe collection shared by link: client-rendered, never indexed. */
export default function SharedCollectionTemplate({ pageContext, location }: PageProps<object, ShellContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <SharedCollection search={location.search} />
    </Layout>
  );
}

export const Head = pageHead<ShellContext>((_, t) => ({ title: t('collections.sharedTitle'), noindex: true }));
