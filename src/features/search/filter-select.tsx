import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import * as styles from './search.module.css';

export type Option = { value: string; label: string };

/** A filter chosen from a list, "Any" first. */
export function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: Option[];
}) {
  const { t } = useI18n();
  const id = `search-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {/* Drawn again when the value or the list changes: a list loaded after the first draw
          (categories, creators) shows the value the address chose, and the form reads it. */}
      <select id={id} name={name} defaultValue={value} key={`${value}|${options.length}`}>
        <option value="">{t('search.anyValue')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
