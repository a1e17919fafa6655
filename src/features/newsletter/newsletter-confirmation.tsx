import React, { useEffect, useRef } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { routeTo } from '../../core/locales/routes';
import { useConfirmNewsletterMutation } from './newsletter-api';
import { LinkOutcome, outcomeOf } from '../../components/form/link-outcome';

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
  const [confirm, result] = useConfirmNewsletterMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void confirm(confirmKey);
  }, [confirmKey, confirm]);
  return (
    <LinkOutcome
      title={t('auth.validation.title')}
      pending={t('auth.validation.checking')}
      success={t('newsletter.confirmed')}
      failure={t('newsletter.confirmFailed')}
      outcome={outcomeOf(result)}
      homeLabel={t('auth.home')}
      homeHref={routeTo(locale, 'home')}
    />
  );
}
