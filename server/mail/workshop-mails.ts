import type { Locale } from '../../src/core/locales/locales';
import { htmlLangOf } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { translatorFor } from '../i18n';
import type { UserRow } from '../repositories/users';
import { greeting } from './account-mails';

type Recipient = Pick<UserRow, 'first_name' | 'email_validated_at'>;

/**
 * The mail to a member who asked to be told: a place has freed up at a full workshop, or its
 * booking has opened. It names the class and its start (in UTC, as the page shows it) and links
 * to the workshop's page in the member's locale, where they book.
 */
export function composeWorkshopMail(
  publicUrl: string,
  locale: Locale,
  user: Recipient,
  reason: 'freed' | 'opened',
  workshop: { slug: string; title: string; starts_at: Date },
) {
  const { t } = translatorFor(locale);
  const when = new Intl.DateTimeFormat(htmlLangOf(locale), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(workshop.starts_at));
  const link = `${publicUrl}${routeTo(locale, 'workshop', { slug: workshop.slug })}`;
  const body = t(`mail.workshop.${reason}.body`, { title: workshop.title, when: `${when} UTC`, link });
  return {
    subject: t(`mail.workshop.${reason}.subject`, { title: workshop.title }),
    text: `${greeting(locale, user)}\n\n${body}\n\n${t('email.signature')}`,
  };
}
