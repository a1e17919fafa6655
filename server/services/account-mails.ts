import { VALIDATION_RESENDS_PER_DAY } from '../../src/core/accounts/mail-budget';
import type { Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { budgetDay, secondsToNextBudgetDay } from '../../src/core/rules/daily-budget';
import { hashSecret, newSecret } from '../auth/secrets';
import type { ApiConfig } from '../config';
import type { Db } from '../db/create-db';
import { ApiError, ERRNO } from '../errors';
import { translatorFor } from '../i18n';
import { composeAccountMail, resetLink } from '../mail/account-mails';
import type { Mailer } from '../mail/mailer';
import { takeFromDailyBudget } from '../repositories/daily-counts';
import { issueToken, revokeUserTokensOfKind } from '../repositories/tokens';
import { type UserRow, updateUser } from '../repositories/users';

/** What the account mails need; the app itself fits (`app.db`, `app.mailer`, `app.config`). */
export interface MailDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<ApiConfig, 'publicUrl'>;
}

/** An activation link lives a week. */
export const ACTIVATION_DAYS = 7;

/** A new activation key: the secret for the link, the columns that keep its hash. */
export function newActivation(now = Date.now()) {
  const key = newSecret();
  return {
    key,
    columns: {
      activation_key_hash: hashSecret(key),
      activation_key_expires_at: new Date(now + ACTIVATION_DAYS * 86_400_000),
    },
  };
}

const validationMail = (publicUrl: string, user: UserRow, locale: Locale, key: string) => {
  const link = `${publicUrl}${routeTo(locale, 'validationLink', { auth_id: user.id, activation_key: key })}`;
  return composeAccountMail(locale, user, 'validation', { link });
};

/**
 * Mails the validation link of an activation key already stored on the member. Sent after the
 * write commits: the mailer may call SMTP, which no open transaction waits for. False when the
 * address's budget kept it back (every mail function here answers so).
 */
export async function mailValidationLink(
  { mailer, config }: Omit<MailDeps, 'db'>,
  user: UserRow,
  locale: Locale,
  key: string,
) {
  return mailer.send({ to: user.email, kind: 'validation', ...validationMail(config.publicUrl, user, locale, key) });
}

/** A new validation link (the older one stops working, unless the budget keeps the mail back) and its mail. */
export async function sendValidationMail(deps: MailDeps, user: UserRow, locale: Locale, now = Date.now()) {
  return deps.mailer.sendComposed({ to: user.email, kind: 'validation' }, async () => {
    const { key, columns } = newActivation(now);
    await updateUser(deps.db.db, user.id, columns);
    return validationMail(deps.config.publicUrl, user, locale, key);
  });
}

/**
 * A new validation link the member asked for: at most VALIDATION_RESENDS_PER_DAY a day per
 * account, and within its address's mail budget. The member asked, about their own address, so a
 * refusal is a 429 (errno 139) that says what to do: it tells them nothing they do not know.
 */
export async function resendValidationMail(deps: MailDeps, user: UserRow, locale: Locale, now = new Date()) {
  const scope = `validation-resend:${user.id}`;
  const allowed = await takeFromDailyBudget(deps.db.db, {
    day: budgetDay(now),
    scope,
    max: VALIDATION_RESENDS_PER_DAY,
  });
  if (allowed !== null && (await sendValidationMail(deps, user, locale, now.getTime()))) return;
  const seconds = secondsToNextBudgetDay(now);
  throw new ApiError(
    429,
    ERRNO.RESENDS_SPENT,
    translatorFor(locale).t('profile.resendLimit'),
    null,
    {},
    {
      'Retry-After': String(seconds),
    },
  );
}

/**
 * Tells the account's address that its password or e-mail changed, or that its second factor was
 * locked after wrong codes (its password is known), with a link that lets its owner choose a new
 * password and sign every device out (a week long, voided by nothing else).
 */
export async function sendSecureAccountMail(
  { db, mailer, config }: MailDeps,
  user: UserRow,
  locale: Locale,
  key: 'passwordChanged' | 'emailChanged' | 'secondFactorLocked',
  values: Record<string, string> = {},
) {
  return mailer.sendComposed({ to: user.email, kind: key }, async () => {
    // After an e-mail change, the link also gives the account back to this (old) address.
    const token = await issueToken(
      db.db,
      user.id,
      'secure',
      key === 'emailChanged' ? { restoreEmail: user.email } : {},
    );
    const link = resetLink(config.publicUrl, locale, token);
    return composeAccountMail(locale, user, key, { ...values, link });
  });
}

/** A reset link for an account that can log in; the newest link is the only one that works. */
export async function sendResetMail({ db, mailer, config }: MailDeps, user: UserRow, locale: Locale) {
  // A reset the budget keeps back voids no link already sent.
  return mailer.sendComposed({ to: user.email, kind: 'reset' }, async () => {
    const token = await db.db.transaction().execute(async (trx) => {
      await revokeUserTokensOfKind(trx, user.id, 'reset');
      return issueToken(trx, user.id, 'reset');
    });
    return composeAccountMail(locale, user, 'reset', { link: resetLink(config.publicUrl, locale, token) });
  });
}

/** An e-mail change link lives a day. */
export const EMAIL_CHANGE_HOURS = 24;

/**
 * Mails the new address of a pending change. When another account holds it, its owner is told
 * instead and no link that could confirm it is sent: the caller answers the same either way.
 */
export async function mailEmailChange(
  { mailer, config }: Omit<MailDeps, 'db'>,
  email: string,
  holder: UserRow | undefined,
  locale: Locale,
  key: string,
) {
  if (holder) return mailAddressInUse(mailer, holder, locale);
  const link = `${config.publicUrl}${routeTo(locale, 'settings')}?confirm_email=${key}`;
  // The new address is not confirmed yet: the mail does not greet it by the account's name.
  return mailer.send({
    to: email,
    kind: 'email-change',
    ...composeAccountMail(locale, { first_name: '', email_validated_at: null }, 'change', { link }),
  });
}

/**
 * Tells an account's address that someone asked to use it for another account (an e-mail change
 * or a sign-up), so the asker learns nothing from the answer and the owner is not left unaware.
 */
export function mailAddressInUse(mailer: Mailer, holder: UserRow, locale: Locale) {
  return mailer.send({
    to: holder.email,
    kind: 'address-in-use',
    ...composeAccountMail(locale, holder, 'addressInUse', {}),
  });
}
