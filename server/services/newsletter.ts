import type { Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { hashSecret, newSecret } from '../auth/secrets';
import { translatorFor } from '../i18n';
import { confirmNewsletter, signUpForNewsletter } from '../repositories/newsletter';
import type { MailDeps } from './account-mails';

/**
 * The confirmation link opens the account validation page: the site's page for e-mailed keys, in
 * every locale's words, noindex, sent without a referrer, and `key` is a parameter the logs redact.
 * With `key` and no `auth_id`, the page confirms a newsletter sign-up.
 */
export function newsletterConfirmLink(publicUrl: string, locale: Locale, key: string): string {
  return `${publicUrl}${routeTo(locale, 'validation')}?key=${key}`;
}

function composeConfirmation(locale: Locale, link: string) {
  const { t } = translatorFor(locale);
  return {
    subject: t('email.newsletter.subject'),
    text: `${t('email.newsletter.body', { link })}\n\n${t('email.signature')}`,
  };
}

/**
 * A footer sign-up (double opt-in): the address is stored unconfirmed and its link mailed, unless
 * it is subscribed already or was mailed a link minutes ago (repositories/newsletter.ts).
 */
export async function startNewsletterSignup(
  { db, mailer, config }: MailDeps,
  email: string,
  locale: Locale,
  now: Date,
): Promise<void> {
  const key = newSecret();
  if (await signUpForNewsletter(db.db, email, locale, hashSecret(key), now)) {
    await mailer.send({
      to: email,
      kind: 'newsletter',
      ...composeConfirmation(locale, newsletterConfirmLink(config.publicUrl, locale, key)),
    });
  }
}

/** The mailed link's key subscribes its address; false when no live sign-up has it. */
export function confirmNewsletterKey({ db }: Pick<MailDeps, 'db'>, key: string, now: Date): Promise<boolean> {
  return confirmNewsletter(db.db, hashSecret(key), now);
}
