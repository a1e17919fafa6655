import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

/** A confirmation link works for a week; a new one goes out at most every 10 minutes. */
export const NEWSLETTER_KEY_TTL_MS = 7 * 24 * 3600_000;
export const NEWSLETTER_RESEND_MS = 10 * 60_000;

/**
 * A footer sign-up, in one statement (two concurrent ones cannot both mail): a new address is
 * stored unconfirmed with the key's hash; an unconfirmed one takes the new locale, and the new key
 * unless a mail went out in the last 10 minutes; a confirmed one is left alone. True when the
 * caller must mail the key.
 */
export async function signUpForNewsletter(
  db: Kysely<DB>,
  email: string,
  locale: string,
  keyHash: string,
  now: Date,
): Promise<boolean> {
  const resend = sql<boolean>`(newsletter_signups.confirm_sent_at is null or newsletter_signups.confirm_sent_at <= ${new Date(now.getTime() - NEWSLETTER_RESEND_MS)})`;
  const row = await db
    .insertInto('newsletter_signups')
    .values({ email, locale, confirm_key_hash: keyHash, confirm_sent_at: now })
    .onConflict((oc) =>
      oc
        .column('email')
        .doUpdateSet({
          locale: (eb) => eb.ref('excluded.locale'),
          confirm_key_hash: sql`case when ${resend} then excluded.confirm_key_hash else newsletter_signups.confirm_key_hash end`,
          confirm_sent_at: sql`case when ${resend} then excluded.confirm_sent_at else newsletter_signups.confirm_sent_at end`,
        })
        .where('newsletter_signups.confirmed_at', 'is', null),
    )
    .returning('confirm_key_hash')
    .executeTakeFirst();
  return row?.confirm_key_hash === keyHash;
}

/**
 * Confirms the sign-up of a mailed key; opening the link again confirms nothing new but still
 * succeeds. False when no live sign-up has this key.
 */
export async function confirmNewsletter(db: Kysely<DB>, keyHash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('newsletter_signups')
    .set({ confirmed_at: sql`coalesce(confirmed_at, ${now})` })
    .where('confirm_key_hash', '=', keyHash)
    .where((eb) =>
      eb.or([
        eb('confirmed_at', 'is not', null),
        eb('confirm_sent_at', '>', new Date(now.getTime() - NEWSLETTER_KEY_TTL_MS)),
      ]),
    )
    .returning('email')
    .executeTakeFirst();
  return !!row;
}

/**
 * A sign-up's newsletter opt-in, once the account's address is confirmed: that click proves the
 * address as the newsletter's own link would (the validation mail says it subscribes), so the
 * address is recorded confirmed, without a second mail. An earlier footer sign-up still waiting
 * for its link is confirmed too; one already confirmed keeps its date.
 */
export async function subscribeConfirmedAddress(
  db: Kysely<DB>,
  email: string,
  locale: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('newsletter_signups')
    .values({ email, locale, confirmed_at: now })
    .onConflict((oc) =>
      oc
        .column('email')
        .doUpdateSet({ confirmed_at: sql`coalesce(newsletter_signups.confirmed_at, excluded.confirmed_at)` }),
    )
    .execute();
}
