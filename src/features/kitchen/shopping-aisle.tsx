import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import type { StoredItem } from './shopping-list-api';
import * as styles from './shopping-list.module.css';

/** One aisle of the list: its items, each ticked off or removed. */
export function ShoppingAisle({
  aisle,
  name,
  items,
  lineOf,
  onCheck,
  onRemove,
}: {
  aisle: string;
  name: string;
  items: StoredItem[];
  lineOf: (item: StoredItem) => string;
  onCheck: (item: StoredItem, checked: boolean) => void;
  onRemove: (item: StoredItem) => void;
}) {
  const { t } = useI18n();
  return (
    <section className={styles.aisle} aria-labelledby={`aisle-${aisle}`}>
      <h2 id={`aisle-${aisle}`}>{name}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id} className={item.checked ? styles.checked : undefined}>
            <input
              type="checkbox"
              id={`item-${item.id}`}
              checked={item.checked}
              onChange={(event) => onCheck(item, event.target.checked)}
            />
            <label htmlFor={`item-${item.id}`}>{lineOf(item)}</label>
            <button
              type="button"
              className={styles.remove}
              onClick={() => onRemove(item)}
              aria-label={t('shopping.remove', { name: item.name })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
