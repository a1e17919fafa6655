import { useField } from 'formik';
import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { formatPrice } from '../../core/premium/subscription';
import type { Plan } from './premium-api';
import * as styles from './premium.module.css';

/** A plan as a radio card: its name and its price in the locale's currency. */
export function PlanChoice({ plan }: { plan: Plan }) {
  const { t, intlLocale } = useI18n();
  const [field] = useField({ name: 'product_id', type: 'radio', value: plan.product_id });
  return (
    <label className={styles.plan}>
      <input {...field} type="radio" />
      <span>{t(plan.type === 'yearly' ? 'premium.yearly' : 'premium.monthly')}</span>
      <span className={styles.price}>
        {t(plan.type === 'yearly' ? 'premium.perYear' : 'premium.perMonth', {
          price: formatPrice(plan.amount, plan.currency, intlLocale),
        })}
      </span>
    </label>
  );
}
