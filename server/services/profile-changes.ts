import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { Locale } from '../../src/core/locales/locales';
import { hashSecret, newSecret } from '../auth/secrets';
import { endBillingThenDelete } from '../billing/end-subscriptions';
import type { PaymentProvider } from '../billing/provider';
import type { Db } from '../db/create-db';
import { unlessTaken } from '../db/unique-violation';
import { invalidBody } from '../errors';
import { localeFor } from '../i18n';
import type { ImageWork } from '../images/image-work';
import type { ImageStorage } from '../images/storage';
import { deleteImageRecords } from '../repositories/community-attachments';
import { imageKeysOwnedBy } from '../repositories/images';
import { recordMemberImages } from './member-pictures';
import { revokeUserTokens } from '../repositories/tokens';
import { type UserRow, deleteUser, findUserByEmail, updateUser } from '../repositories/users';
import { withdrawRecipesOf } from './community-catalogue';
import { releasePlacesOf } from './workshops';
import { EMAIL_CHANGE_HOURS, type MailDeps, mailEmailChange, sendSecureAccountMail } from './account-mails';
import { emailTaken } from './account';

/**
 * The member's new picture: its bytes stored first, then its record (within the member's storage
 * quota) and the profile's link in one transaction, the previous picture's record going with it;
 * the previous picture's bytes go once nothing points at them, the new ones if the write fails.
 */
export async function replacePicture(
  { db: { db }, images }: { db: Db; images: ImageStorage },
  user: UserRow,
  image: Awaited<ReturnType<ImageWork['normalizeUpload']>>,
): Promise<UserRow> {
  const key = `profiles/${user.id}/${randomUUID()}.${image.format}`;
  await images.put(key, image.bytes);
  const updated = await db
    .transaction()
    .execute(async (trx) => {
      // The old picture's record goes first: a replacement needs no room beside it.
      if (user.profile_picture) await deleteImageRecords(trx, [user.profile_picture]);
      await recordMemberImages(trx, user.id, [
        {
          key,
          content_type: image.format === 'jpg' ? 'image/jpeg' : 'image/png',
          width: image.width,
          height: image.height,
          bytes: image.bytes.length,
        },
      ]);
      return updateUser(trx, user.id, { profile_picture: key });
    })
    .catch(async (error: unknown) => {
      await images.delete(key);
      throw error;
    });
  if (user.profile_picture) await images.delete(user.profile_picture);
  return updated;
}

export async function removePicture(
  { db: { db }, images }: { db: Db; images: ImageStorage },
  user: UserRow,
): Promise<UserRow> {
  const updated = await db.transaction().execute(async (trx) => {
    if (user.profile_picture) await deleteImageRecords(trx, [user.profile_picture]);
    return updateUser(trx, user.id, { profile_picture: null });
  });
  if (user.profile_picture) await images.delete(user.profile_picture);
  return updated;
}

/**
 * Records a pending change to `email` (normalized, valid, not the member's own) and mails it: a
 * link to the new address, or a warning to its owner when another account holds it.
 */
export async function requestEmailChange(
  deps: MailDeps,
  user: UserRow,
  email: string,
  locale: Locale,
  now = Date.now(),
): Promise<UserRow> {
  const { db } = deps.db;
  const key = newSecret();
  const expires = new Date(now + EMAIL_CHANGE_HOURS * 3_600_000);
  const updated = await updateUser(db, user.id, {
    pending_email: email,
    pending_email_key_hash: hashSecret(key),
    pending_email_key_expires_at: expires,
  });
  await mailEmailChange(deps, email, await findUserByEmail(db, email), locale, key);
  return updated;
}

/**
 * Applies the pending change its link confirms, signing out every other session of the account in
 * the same transaction; the old address hears of it, with a way to take the account back.
 */
export async function confirmEmailChange(
  deps: MailDeps,
  user: UserRow,
  key: string,
  keepSecret: string,
  acceptLanguage: string | undefined,
): Promise<UserRow> {
  const expired =
    !user.pending_email_key_expires_at || new Date(user.pending_email_key_expires_at).getTime() <= Date.now();
  if (!user.pending_email || expired || user.pending_email_key_hash !== hashSecret(key))
    throw invalidBody('key', 'This confirmation link is not valid');
  const pendingEmail = user.pending_email;
  const confirmed = deps.db.db.transaction().execute(async (trx) => {
    const changed = await updateUser(trx, user.id, {
      email: pendingEmail,
      pending_email: null,
      pending_email_key_hash: null,
      pending_email_key_expires_at: null,
      email_validated_at: new Date(),
    });
    await revokeUserTokens(trx, user.id, keepSecret);
    return changed;
  });
  const updated = await unlessTaken(confirmed, 'users_email_key', () => emailTaken('key'));
  await sendSecureAccountMail(deps, user, localeFor(acceptLanguage, user.chosen_lang), 'emailChanged', {
    email: updated.email,
  });
  return updated;
}

/**
 * Deletes the account: every provider subscription ends first, outside any transaction (if one
 * cannot, nothing is deleted); then its tokens and row go in one transaction, then its images.
 * `guard` runs first in that transaction and may refuse (throw) to keep the account after all.
 */
export async function deleteAccount(
  { db: { db }, payments, images }: { db: Db; payments: PaymentProvider; images: ImageStorage },
  user: UserRow,
  guard?: (trx: Transaction<DB>) => Promise<void>,
) {
  const keys = await imageKeysOwnedBy(db, user.id);
  await endBillingThenDelete(db, payments, user.id, async (trx) => {
    await guard?.(trx);
    await revokeUserTokens(trx, user.id);
    // Their published recipes leave the catalogue with them (their pictures are deleted below).
    await withdrawRecipesOf(trx, user.id);
    // Their workshop places free up for the members waiting.
    await releasePlacesOf(trx, user.id);
    await deleteUser(trx, user.id);
  });
  await Promise.all(keys.map((key) => images.delete(key)));
}
