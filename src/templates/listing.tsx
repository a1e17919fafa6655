import type { PageProps } from 'gatsby';
import React from 'react';
import type { ListingContext } from '../core/site/page-context';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import { AlcoholGate } from '../features/age-gate/alcohol-gate';
import { ListingContent } from '../app/listing-content';

/** Recipes under one heading: a category, a diet filter, an ingredient or the kids home. */
export default function ListingTemplate({ pageContext, location }: PageProps<object, ListingContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname} currentVertical={pageContext.vertical}>
      <ListingContent {...pageContext} />
      <AlcoholGate vertical={pageContext.vertical} category={pageContext.category} />
    </Layout>
  );
}

export const Head = pageHead<ListingContext>((context) => ({ title: context.title, path: context.canonicalPath }));
