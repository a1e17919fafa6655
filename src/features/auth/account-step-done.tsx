import { Link } from 'gatsby';
import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { routeTo } from '../../core/locales/routes';
import * as styles from '../../components/form/form.module.css';

/** A finished form: its message, and the way on (home, or the page the visitor was on before). */
export function AccountStepDone({ title, message, to }: { title: string; message: string; to: string }) {
  const { t, locale } = useI18n();
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <p role="status" className={styles.success}>
        {message}
      </p>
      <Link className={styles.submit} to={to}>
        {t(to === routeTo(locale, 'home') ? 'auth.home' : 'auth.continue')}
      </Link>
    </>
  );
}
