import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { abbreviateCount } from '../../core/format/count';
import { AverageStars } from './star-icon';
import * as styles from './rating-summary.module.css';
import { numberFormat } from '../../core/format/number-format';

/** The average as the locale writes it, to one decimal (4.5, 4,5). */
export const formatAverage = (average: number, intlLocale: string) =>
  numberFormat(intlLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);

/**
 * A recipe's stars and number of ratings beside its title, linking to the rating form below
 * (`#rating`); "Be the first to rate it" while nobody has.
 */
export function RatingSummary({ count, average }: { count: number; average: number | null }) {
  const { t, plural, intlLocale } = useI18n();
  if (!count || average === null)
    return (
      <a className={styles.summary} href="#rating">
        {t('rating.first')}
      </a>
    );
  return (
    <a className={styles.summary} href="#rating">
      <AverageStars average={average} size={18} />
      <span>{t('rating.average', { average: formatAverage(average, intlLocale) })}</span>
      <span>· {plural('recipe.ratings', count, { count: abbreviateCount(count, intlLocale) })}</span>
    </a>
  );
}
