import { Link } from 'gatsby';
import React from 'react';
import * as ui from '../../styles/ui.module.css';
import * as styles from './dead-end.module.css';

/** A page with nothing to show (unknown recipe, member or code): what happened, and one way on. */
export function DeadEnd({ title, text, to, label }: { title: string; text?: string; to: string; label: string }) {
  return (
    <section className={styles.deadEnd}>
      <h1 className={styles.title}>{title}</h1>
      {text && <p>{text}</p>}
      <p>
        <Link className={ui.pill} to={to}>
          {label}
        </Link>
      </p>
    </section>
  );
}
