import { confirmedAddressActions } from '../../src/core/accounts/confirmed-address';
import { type Locale, htmlLangOf } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { translatorFor } from '../i18n';
import type { UserRow } from '../repositories/users';

type Recipient = Pick<UserRow, 'first_name' | 'email_validated_at'> & Partial<Pick<UserRow, 'is_optin_newsletter'>>;
type MailKey =
  | 'validation'
  | 'reset'
  | 'change'
  | 'passwordChanged'
  | 'emailChanged'
  | 'secondFactorLocked'
  | 'addressInUse'
  | 'unconfirmedNotice';

/**
 * Greets by first name only a confirmed address: anyone can sign up with someone else's address
 * and a name of their choosing, and that name must not speak to the address's owner.
 */
export function greeting(locale: Locale, user: Recipient) {
  const { t } = translatorFor(locale);
  return user.email_validated_at && user.first_name
    ? t('email.greeting', { name: user.first_name })
    : t('email.greetingAnonymous');
}

export function composeAccountMail(locale: Locale, user: Recipient, key: MailKey, values: Record<string, string>) {
  const { t } = translatorFor(locale);
  return {
    subject: t(`email.${key}.subject`),
    text: `${greeting(locale, user)}\n\n${bodyOf(locale, user, key, values)}\n\n${t('email.signature')}`,
  };
}

/**
 * The validation mail names exactly what an unconfirmed address may not do (the one list in
 * src/core), and, when the member opted in at sign-up, that confirming also subscribes them.
 */
function bodyOf(locale: Locale, user: Recipient, key: MailKey, values: Record<string, string>) {
  const { t } = translatorFor(locale);
  if (key !== 'validation') return t(`email.${key}.body`, values);
  const body = t('email.validation.body', { ...values, actions: confirmedAddressActions(t, htmlLangOf(locale)) });
  return user.is_optin_newsletter ? `${body}\n\n${t('email.validation.newsletter')}` : body;
}

/**
 * The link of a mailed reset or secure-your-account token (the reset-password page takes both), in
 * its path form (SPEC section 2); links already sent with `?token=` keep working.
 */
export function resetLink(publicUrl: string, locale: Locale, token: string) {
  return `${publicUrl}${routeTo(locale, 'resetPasswordLink', { token })}`;
}
