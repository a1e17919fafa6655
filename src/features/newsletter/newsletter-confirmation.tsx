import { Link } from 'gatsby';
import React, { useEffect, useRef } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { routeTo } from '../../core/locales/routes';
import { useConfirmNewsletterMutation } from './newsletter-api';
import * as styles from '../../components/form/form.module.css';

/** The validation page's address for a newsletter link: `?key=` without an account's `auth_id`. */
export function isNewsletterLink(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('key') && !params.has('auth_id');
}

/**
 * The page the newsletter's confirmation mail links to (the account validation page with `?key=`):
 * confirms once, then says whether it worked. Until the answer it renders what the e-mail
 * validation does, so the static page (built without the key) hydrates as it is.
 */
export function NewsletterConfirmation({ confirmKey }: { confirmKey: string }) {
  const { t, locale } = useI18n();
  const [confirm, { isSuccess, isError }] = useConfirmNewsletterMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void confirm(confirmKey);
  }, [confirmKey, confirm]);
  return (
    <>
      <h1 className={styles.title}>{t('auth.validation.title')}</h1>
      {isSuccess && (
        <p role="status" className={styles.success}>
          {t('newsletter.confirmed')}
        </p>
      )}
      {isError && (
        <p role="alert" className={styles.status}>
          {t('newsletter.confirmFailed')}
        </p>
      )}
      {!isSuccess && !isError && <p role="status">{t('auth.validation.checking')}</p>}
      <Link className={styles.submit} to={routeTo(locale, 'home')}>
        {t('auth.home')}
      </Link>
    </>
  );
}
