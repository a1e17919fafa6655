import type { Kysely } from 'kysely';

/**
 * When the newsletter's confirmation mail last went out: its link expires after a week, and a
 * new one goes out at most every 10 minutes, so the public form cannot flood an inbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('newsletter_signups').addColumn('confirm_sent_at', 'timestamptz').execute();
}
