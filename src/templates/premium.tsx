import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import type { PremiumContext } from '../core/site/page-context';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/layout/page-head';
import { createTranslator } from '../core/i18n/messages';
import { localeMessages } from '../components/i18n/locale-messages';
import { htmlLangOf } from '../core/locales/locales';
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

export const Head = ({ pageContext }: HeadProps<object, PremiumContext>) => {
  const { t } = createTranslator(localeMessages(pageContext.locale), htmlLangOf(pageContext.locale));
  return (
    <PageHead
      context={pageContext}
      title={t(pageContext.screen === 'accountPremium' ? 'premium.title' : 'premium.manageTitle')}
      noindex
    />
  );
};
