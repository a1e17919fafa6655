import { type Locale, isLocale } from '../../src/core/locales/locales';
import { hashPassword, hashSecret, newSecret } from '../auth/secrets';
import { violatesUnique } from '../db/unique-violation';
import { ApiError, ERRNO, invalidBody } from '../errors';
import { localeFor } from '../i18n';
import { subscribeConfirmedAddress } from '../repositories/newsletter';
import {
  consumeResetToken,
  issueToken,
  revokeSessionsCreatedBefore,
  revokeUserTokens,
  sessionOfToken,
  type Session,
} from '../repositories/tokens';
import { type UserRow, findUserByEmail, findUserById, insertUser, updateUser } from '../repositories/users';
import {
  type MailDeps,
  mailAddressInUse,
  mailValidationLink,
  newActivation,
  sendSecureAccountMail,
} from './account-mails';

/** Another account holds the address (the field is `email`, or `key` for a confirmation link). */
export const emailTaken = (name = 'email') => invalidBody(name, 'An account already uses this email', 409);

export interface SignUp {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  is_optin_newsletter: boolean;
  locale: Locale;
  userAgent: string | undefined;
}

/** What a sign-up answers: a session token, and (for the log only) the account already holding the address. */
export interface SignUpResult {
  accessToken: string;
  heldBy?: string;
}

/**
 * Creates the account, its activation key and its first session in one transaction, then mails
 * the validation link; answers the session's token. An address another account holds answers the
 * same (a token of the same shape, after the same password hashing), and its owner is told
 * instead, as an e-mail change to it does: the answer tells nobody whether the address has an account.
 */
export async function signUp(deps: MailDeps, input: SignUp, now = Date.now()): Promise<SignUpResult> {
  const { db } = deps.db;
  const holder = await findUserByEmail(db, input.email);
  // Hashed either way: the slow part takes as long for a taken address as for a new one.
  const passwordHash = await hashPassword(input.password);
  if (holder) return addressHeld(deps, holder, input.locale);
  const { key, columns } = newActivation(now);
  const created = await db
    .transaction()
    .execute(async (trx) => {
      const user = await insertUser(trx, {
        email: input.email,
        password_hash: passwordHash,
        first_name: input.first_name,
        last_name: input.last_name,
        // The newsletter opt-in is kept on the account; the address is subscribed when the
        // validation mail's link (which says so) confirms it, without a second confirmation mail.
        is_optin_newsletter: input.is_optin_newsletter,
        chosen_lang: input.locale,
        ...columns,
      });
      return {
        user,
        accessToken: await issueToken(trx, user.id, 'session', { passwordVerified: true, userAgent: input.userAgent }),
      };
    })
    .catch(async (error: unknown) => {
      // Another sign-up took the address meanwhile: the same answer as a taken address.
      const winner = violatesUnique(error, 'users_email_key') ? await findUserByEmail(db, input.email) : undefined;
      if (!winner) throw error;
      return winner;
    });
  if (!('accessToken' in created)) return addressHeld(deps, created, input.locale);
  await mailValidationLink(deps, created.user, input.locale, key);
  return { accessToken: created.accessToken };
}

/**
 * A sign-up with an address an account holds: its owner gets "someone tried to use your address"
 * (in their own language; its budget keeps it from flooding them), the caller a token that opens
 * nothing, as long and as random as a session's.
 */
async function addressHeld(deps: MailDeps, holder: UserRow, locale: Locale): Promise<SignUpResult> {
  await mailAddressInUse(deps.mailer, holder, isLocale(holder.chosen_lang) ? holder.chosen_lang : locale);
  return { accessToken: newSecret(), heldBy: holder.id };
}

/** A mailed link that is used up or expired, or a dead token on the reset route. */
export const linkUsed = () =>
  new ApiError(401, ERRNO.INVALID_AUTH, 'This link has expired or was already used.', { header: 'Authorization' });

export interface PasswordChange {
  /** The Authorization header's secret: a mailed reset or secure-your-account token, or a session. */
  secret: string;
  /** The session behind the secret, when it is one (its recent proof of the password is checked). */
  session: Session | undefined;
  password: string;
  userAgent: string | undefined;
  acceptLanguage: string | undefined;
}

/**
 * A new password, from a session or a mailed link, in one transaction: a link is used up as it is
 * read, every token of the account is revoked and a new session opened. A secure-your-account
 * link also gives the account back to the address it was mailed to. The account's address is
 * then told, with its own way back.
 */
export async function changePassword(
  deps: MailDeps,
  change: PasswordChange,
): Promise<{ user: UserRow; accessToken: string }> {
  const { db } = deps.db;
  const { session, secret } = change;
  const passwordHash = await hashPassword(change.password);
  const result = await db.transaction().execute(async (trx) => {
    // A reset link is used up in the same statement that reads it: it works once.
    const link = session ? undefined : await consumeResetToken(trx, secret);
    const userId = session?.userId ?? link?.userId;
    const found = userId ? await findUserById(trx, userId) : undefined;
    if (!found?.password_hash) throw linkUsed();
    const restore =
      link?.restoreEmail && link.restoreEmail !== found.email && !(await findUserByEmail(trx, link.restoreEmail))
        ? link.restoreEmail
        : undefined;
    const updated = await updateUser(trx, found.id, {
      password_hash: passwordHash,
      // Whoever guessed codes with the old password has lost it: the owner need not wait out the lock.
      second_factor_locked_until: null,
      second_factor_failures: 0,
      // The old address's owner takes the account back: their address, no change pending.
      ...(restore
        ? {
            email: restore,
            email_validated_at: new Date(),
            pending_email: null,
            pending_email_key_hash: null,
            pending_email_key_expires_at: null,
          }
        : {}),
    });
    await revokeUserTokens(trx, found.id);
    return {
      user: updated,
      accessToken: await issueToken(trx, found.id, 'session', { passwordVerified: true, userAgent: change.userAgent }),
    };
  });
  await sendSecureAccountMail(
    deps,
    result.user,
    localeFor(change.acceptLanguage, result.user.chosen_lang),
    'passwordChanged',
  );
  return result;
}

/**
 * Confirms the address of the validation link's account, subscribes it to the newsletter when it
 * opted in at sign-up, and ends the sessions opened before, in one transaction. A wrong or expired
 * key is a 400 naming it.
 *
 * Whoever signed up may not own the address (pre-account hijacking): unless the link is opened by
 * a session of this account (which proved its password, and now the mailbox), a first
 * confirmation voids the password chosen before it, ends every session and pending e-mail change,
 * and answers `passwordToken`, a reset token with which the owner chooses their own password.
 */
export async function validateEmail(
  { db: { db } }: Pick<MailDeps, 'db'>,
  userId: string,
  activationKey: string,
  secret: string | null,
  now = new Date(),
): Promise<{ passwordToken?: string }> {
  const user = await findUserById(db, userId);
  const expired =
    !user?.activation_key_expires_at || new Date(user.activation_key_expires_at).getTime() <= now.getTime();
  if (!user || expired || user.activation_key_hash !== hashSecret(activationKey))
    throw invalidBody('activation_key', 'Error validating your email');
  const clicked = secret ? await sessionOfToken(db, secret) : undefined;
  const keep = clicked?.userId === user.id ? clicked.id : undefined;
  // Demo profiles have no password to void; a confirmed address keeps its own.
  const voidPassword = !keep && !user.email_validated_at && !!user.password_hash;
  // Hashed before the transaction (the slow part): a password nobody knows.
  const voidedHash = voidPassword ? await hashPassword(newSecret()) : undefined;
  return db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, {
      email_validated_at: now,
      activation_key_hash: null,
      activation_key_expires_at: null,
      ...(voidedHash
        ? {
            password_hash: voidedHash,
            pending_email: null,
            pending_email_key_hash: null,
            pending_email_key_expires_at: null,
          }
        : {}),
    });
    if (user.is_optin_newsletter) await subscribeConfirmedAddress(trx, user.email, user.chosen_lang ?? 'en-us', now);
    if (!voidedHash) {
      // Whoever signed up with this address before its owner confirmed it loses the session;
      // the session that opened the link, if it is this member's, is the owner's and stays.
      await revokeSessionsCreatedBefore(trx, user.id, now, keep);
      return {};
    }
    await revokeUserTokens(trx, user.id);
    return { passwordToken: await issueToken(trx, user.id, 'reset', { now: now.getTime() }) };
  });
}
