import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { budgetDay } from '../../src/core/rules/daily-budget';
import type { DB } from '../db/schema';
import type { ImageStorage } from '../images/storage';
import { deleteUnusedAttachments } from '../repositories/community-attachments';
import { purgeDailyCounts } from '../repositories/daily-counts';
import { purgeDoneJobs } from '../repositories/jobs';
import { purgeOutbox } from '../repositories/outbox';
import { deleteExpiredPreviews } from '../repositories/previews';
import { purgeSms } from '../repositories/sms-outbox';
import { purgeWebhookEvents } from '../repositories/subscriptions';
import { purgeDeadTokens } from '../repositories/tokens';
import { type UnconfirmedPurgeDeps, purgeUnconfirmedAccounts } from '../services/unconfirmed-accounts';

/**
 * Delivered mails leave the outbox after a week, undelivered ones after 30 days (their links have
 * expired by then); webhook ids are kept 90 days (Stripe retries for 3).
 */
export const OUTBOX_KEEP_DAYS = 7;
export const OUTBOX_UNSENT_KEEP_DAYS = 30;
export const WEBHOOK_EVENTS_KEEP_DAYS = 90;
/** Text messages, phone numbers with them, are kept a day at most. */
export const SMS_KEEP_HOURS = 24;
/** Finished background jobs, kept a month to see what ran. */
export const DONE_JOBS_KEEP_DAYS = 30;
/** A photo uploaded for a post or a comment that none took is deleted a day later, bytes included. */
export const UNUSED_ATTACHMENTS_KEEP_HOURS = 24;
/** Daily budgets' counts (texts, account mails) are kept two days: only today's are read. */
export const DAILY_COUNTS_KEEP_DAYS = 2;
export const PURGE_EVERY_MS = 60 * 60_000;

/**
 * Deletes what can never be used again: expired or long-revoked tokens, delivered outbox mails,
 * old webhook event ids, community photos nothing uses (their bytes after their rows). Every
 * statement is idempotent, so several server processes may run it at once. Returns what it
 * deleted.
 */
export async function purgeExpired(db: Kysely<DB>, images: ImageStorage, now = new Date()) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const tokens = await purgeDeadTokens(db, now);
  const outbox = await purgeOutbox(db, {
    sentBefore: daysAgo(OUTBOX_KEEP_DAYS),
    createdBefore: daysAgo(OUTBOX_UNSENT_KEEP_DAYS),
  });
  const webhookEvents = await purgeWebhookEvents(db, daysAgo(WEBHOOK_EVENTS_KEEP_DAYS));
  const jobs = await purgeDoneJobs(db, daysAgo(DONE_JOBS_KEEP_DAYS));
  const sms = await purgeSms(db, new Date(now.getTime() - SMS_KEEP_HOURS * 3_600_000));
  const dailyCounts = await purgeDailyCounts(db, budgetDay(daysAgo(DAILY_COUNTS_KEEP_DAYS)));
  const previews = await deleteExpiredPreviews(db, now);
  const keys = await db
    .transaction()
    .execute((trx) =>
      deleteUnusedAttachments(trx, new Date(now.getTime() - UNUSED_ATTACHMENTS_KEEP_HOURS * 3_600_000)),
    );
  await Promise.all(keys.map((key) => images.delete(key)));
  return { tokens, outbox, webhookEvents, jobs, sms, dailyCounts, previews, attachmentFiles: keys.length };
}

/**
 * Runs the purge now and then every hour, never keeping the process alive on its own: what can
 * never be used again, then the accounts nobody confirmed (told on day 10, deleted from day 14:
 * services/unconfirmed-accounts.ts), each deletion logged.
 */
export function schedulePurge(
  deps: UnconfirmedPurgeDeps & { log: Pick<FastifyBaseLogger, 'warn'> },
  onError: (error: unknown) => void,
): () => void {
  const run = () =>
    void purgeExpired(deps.db.db, deps.images)
      .then(() => purgeUnconfirmedAccounts(deps))
      .then(({ purged, failed }) => {
        for (const userId of purged)
          deps.log.warn({ security: 'account.purged_unconfirmed', userId }, 'security: account.purged_unconfirmed');
        for (const { error } of failed) onError(error);
      })
      .catch(onError);
  run();
  const timer = setInterval(run, PURGE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
