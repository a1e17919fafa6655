import type { PageProps } from 'gatsby';
import React from 'react';
import type { UniverseContext } from '../core/site/page-context';
import { useI18n } from '../components/i18n/i18n-provider';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import { AlcoholGate } from '../features/age-gate/alcohol-gate';
import { cardHeart } from '../features/favourites/card-heart';
import { ListedRecipeGrid } from '../features/listings/listed-recipe-grid';
import { routeTo } from '../core/locales/routes';
import * as styles from '../styles/page.module.css';

function UniverseContent({ locale, vertical, recipes, total, more }: UniverseContext) {
  const { t, plural } = useI18n();
  return (
    <>
      <section className={styles.hero}>
        <h1 className={styles.title}>{t(`universe.${vertical}`)}</h1>
        <p className={styles.intro}>{plural('recipe.count', total)}</p>
      </section>
      <ListedRecipeGrid
        key={vertical}
        locale={locale}
        listed={{ recipes, total, more }}
        empty="errors.comingSoon"
        actions={cardHeart}
      />
    </>
  );
}

/** A recipe universe of a locale (Original, Daily, Light & Fun, Kids, Cocktails). */
export default function UniverseTemplate({ pageContext, location }: PageProps<object, UniverseContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname} currentVertical={pageContext.vertical}>
      <UniverseContent {...pageContext} />
      <AlcoholGate vertical={pageContext.vertical} />
    </Layout>
  );
}

export const Head = pageHead<UniverseContext>((context, t) => ({
  title: t(`universe.${context.vertical}`),
  path: routeTo(context.locale, 'universe', { vertical: context.vertical }),
}));
