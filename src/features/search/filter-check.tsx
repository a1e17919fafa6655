import React from 'react';
import * as styles from './search.module.css';

/** A filter that is on or off. */
export function FilterCheck({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" name={name} value="1" defaultChecked={checked} key={String(checked)} /> {label}
    </label>
  );
}
