import type { Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { CHALLENGE_WIN_LIKES } from '../../src/core/rules';
import { translatorFor } from '../i18n';
import type { UserRow } from '../repositories/users';
import { greeting } from './account-mails';

type Recipient = Pick<UserRow, 'first_name' | 'email_validated_at'>;

/**
 * The mail of a re-creation that has just won the challenge (SPEC sections 1 and 9): its title
 * and the link to its page, in the author's language. Greets by name only a confirmed address.
 */
export function composeChallengeWonMail(
  publicUrl: string,
  locale: Locale,
  user: Recipient,
  post: { uuid: string; title: string },
) {
  const { t } = translatorFor(locale);
  const link = `${publicUrl}${routeTo(locale, 'communityPost', { uuid: post.uuid })}`;
  const body = t('email.challengeWon.body', { title: post.title, likes: String(CHALLENGE_WIN_LIKES), link });
  return {
    subject: t('email.challengeWon.subject', { title: post.title }),
    text: `${greeting(locale, user)}\n\n${body}\n\n${t('email.signature')}`,
  };
}
