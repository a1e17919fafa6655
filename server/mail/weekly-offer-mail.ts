import { formatDay } from '../../src/core/format/date';
import type { Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { translatorFor } from '../i18n';
import type { UserRow } from '../repositories/users';
import { greeting } from './account-mails';

type Recipient = Pick<UserRow, 'first_name' | 'email_validated_at'>;

/**
 * The weekly offer mail: the week's recipes by title, each with its link in the member's locale,
 * and the last day they stay open. Greets by name only a confirmed address, as account mails do.
 */
export function composeWeeklyOfferMail(
  publicUrl: string,
  locale: Locale,
  user: Recipient,
  offer: { recipes: { title: string; url_slug: string }[]; endsAt: Date },
) {
  const { t } = translatorFor(locale);
  const recipes = offer.recipes
    .map((recipe) => `- ${recipe.title}\n  ${publicUrl}${routeTo(locale, 'recipe', { slug: recipe.url_slug })}`)
    .join('\n');
  // The offer ends at Monday 00:00 UTC: the last full day is the Sunday before.
  const until = formatDay(new Date(offer.endsAt.getTime() - 1), locale);
  const count = String(offer.recipes.length);
  const body = t('email.weeklyOffer.body', { count, recipes, until });
  return {
    subject: t('email.weeklyOffer.subject', { count }),
    text: `${greeting(locale, user)}\n\n${body}\n\n${t('email.signature')}`,
  };
}
