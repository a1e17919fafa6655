import { type Language, type Locale, firstLocaleOf, languageOf } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import type { ModerationDecision } from '../../src/core/recipes/recipe-status';
import { translatorFor } from '../i18n';
import type { UserRow } from '../repositories/users';
import { greeting } from './account-mails';

type Recipient = Pick<UserRow, 'first_name' | 'email_validated_at'>;

/**
 * The mail telling an author what the moderators decided on their recipe, in their language:
 * validated (with the link to its published page), refused or blocked (with the reason and the
 * link to the recipe in "My recipes").
 */
export function composeModerationMail(
  publicUrl: string,
  locale: Locale,
  user: Recipient,
  decision: ModerationDecision,
  recipe: { uuid: string; title: string; slug: string | null; reason: string | null; language: Language },
) {
  const { t } = translatorFor(locale);
  // The published page lives in the locales of the recipe's language: the author's own when it is one.
  const pageLocale = languageOf(locale) === recipe.language ? locale : firstLocaleOf(recipe.language);
  const link =
    decision === 'validate' && recipe.slug
      ? `${publicUrl}${routeTo(pageLocale, 'recipe', { slug: recipe.slug })}`
      : `${publicUrl}${routeTo(locale, 'myRecipe', { uuid: recipe.uuid })}`;
  const key = decision === 'validate' ? 'validated' : decision === 'refuse' ? 'refused' : 'blocked';
  const body = t(`mail.recipeModeration.${key}.body`, { title: recipe.title, reason: recipe.reason ?? '', link });
  return {
    subject: t(`mail.recipeModeration.${key}.subject`, { title: recipe.title }),
    text: `${greeting(locale, user)}\n\n${body}\n\n${t('email.signature')}`,
  };
}
