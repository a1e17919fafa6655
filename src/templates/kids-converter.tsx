import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import React from 'react';
import type { KidsConverterContext } from '../core/site/page-context';
import { useI18n } from '../components/i18n/i18n-provider';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import { KidsConverter } from '../features/kids-converter/kids-converter';
import * as converter from '../features/kids-converter/kids-converter.module.css';
import * as styles from '../styles/page.module.css';

function Converter({ ingredients, selected }: Pick<KidsConverterContext, 'ingredients' | 'selected'>) {
  const { t } = useI18n();
  return (
    <div className={styles.hero}>
      <h1 className={styles.title}>{t('kidsConverter.title')}</h1>
      <p className={styles.intro}>{t('kidsConverter.intro')}</p>
      {/* A new page (a link below) starts from its own ingredient. */}
      <KidsConverter key={selected} ingredients={ingredients} selected={selected} />
      <nav aria-labelledby="converter-all" className={converter.all}>
        <h2 id="converter-all">{t('kidsConverter.all')}</h2>
        <ul className={styles.links}>
          {ingredients.map((ingredient) => (
            <li key={ingredient.id}>
              <Link to={ingredient.path} aria-current={ingredient.id === selected ? 'page' : undefined}>
                {ingredient.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** The kids converter (SPEC sections 1 to 3): cups and spoons for one ingredient, static per ingredient. */
export default function KidsConverterTemplate({ pageContext, location }: PageProps<object, KidsConverterContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname} currentVertical="kids">
      <Converter ingredients={pageContext.ingredients} selected={pageContext.selected} />
    </Layout>
  );
}

export const Head = pageHead<KidsConverterContext>((context, t) => {
  const ingredient = context.ingredients.find((i) => i.id === context.selected);
  const isHome = context.canonicalPath !== ingredient?.path;
  return {
    title: isHome || !ingredient ? t('kidsConverter.title') : `${ingredient.name} · ${t('kidsConverter.title')}`,
    description: t('kidsConverter.intro'),
    path: context.canonicalPath,
  };
});
