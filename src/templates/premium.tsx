import type { PageProps } from 'gatsby';
import React from 'react';
import type { PremiumContext } from '../core/site/page-context';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import { ManageSubscription } from '../features/premium/manage-subscription';
import { PremiumPage } from '../features/premium/premium-page';
// Read from the first render: the store is attached before this page renders (store-runtime.ts).
import '../app/store-runtime';

/** Premium: the plans and payment ({accounts}/{premium}), the member's subscription ({profile}/{premium}). */
export default function PremiumTemplate({ pageContext, location }: PageProps<object, PremiumContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      {pageContext.screen === 'accountPremium' ? <PremiumPage search={location.search} /> : <ManageSubscription />}
    </Layout>
  );
}

export const Head = pageHead<PremiumContext>((context, t) => ({
  title: t(context.screen === 'accountPremium' ? 'premium.title' : 'premium.manageTitle'),
  noindex: true,
}));
