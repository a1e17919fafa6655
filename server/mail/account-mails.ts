import { type Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import type { ApiContext } from '../context';
import { translatorFor } from '../i18n';
import type { UserRow } from '../repositories/users';

type Recipient = Pick<UserRow, 'first_name' | 'email_validated_at'>;
type MailKey = 'validation' | 'reset' | 'change' | 'passwordChanged' | 'emailChanged' | 'addressInUse';

/**
 * Greets by first name only a confirmed address: anyone can sign up with someone else's address
 * and a name of their choosing, and that name must not speak to the address's owner.
 */
function greeting(locale: Locale, user: Recipient) {
  const { t } = translatorFor(locale);
  return user.email_validated_at && user.first_name ? t('email.greeting', { name: user.first_name }) : t('email.greetingAnonymous');
}

export function composeAccountMail(locale: Locale, user: Recipient, key: MailKey, values: Record<string, string>) {
  const { t } = translatorFor(locale);
  return { subject: t(`email.${key}.subject`), text: `${greeting(locale, user)}\n\n${t(`email.${key}.body`, values)}\n\n${t('email.signature')}` };
}

/** The link of a mailed reset or secure-your-account token (the reset-password page takes both). */
export function resetLink(ctx: Pick<ApiContext, 'publicUrl'>, locale: Locale, token: string) {
  return `${ctx.publicUrl}${routeTo(locale, 'resetPassword')}?token=${token}`;
}
