import type { Executor } from '../db/executor';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** validation, reset, email-change: lets the outbox page and tests find a mail. */
  kind: string;
}

/** Writes a mail to the outbox under `id`, unsent. */
export async function insertOutboxMail(db: Executor, id: string, mail: OutboxMail): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ id, to_address: mail.to, subject: mail.subject, text_body: mail.text, kind: mail.kind })
    .execute();
}

/** Delivered: the body (its one-time links) is not kept; who, what and when stay. */
export async function markOutboxMailSent(db: Executor, id: string, now: Date): Promise<void> {
  await db.updateTable('outbox').set({ sent_at: now, text_body: '' }).where('id', '=', id).execute();
}

/** The newest mails, or every recent one to an address (compared lower-case), newest first. */
export async function latestOutboxMails(db: Executor, { to, limit }: { to?: string; limit: number }) {
  let query = db
    .selectFrom('outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'kind', 'created_at', 'sent_at']);
  if (to) query = query.where('to_address', '=', to.toLowerCase());
  return query.orderBy('created_at', 'desc').limit(limit).execute();
}

/** Deletes mails delivered before `sentBefore` and any written before `createdBefore`; returns how many. */
export async function purgeOutbox(
  db: Executor,
  { sentBefore, createdBefore }: { sentBefore: Date; createdBefore: Date },
): Promise<number> {
  const result = await db
    .deleteFrom('outbox')
    .where((eb) => eb.or([eb('sent_at', '<', sentBefore), eb('created_at', '<', createdBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** An unsent mail with its body, for a delivery attempt; null once sent or purged. */
export async function outboxMailToSend(db: Executor, id: string) {
  return db
    .selectFrom('outbox')
    .select(['to_address', 'subject', 'text_body', 'kind', 'created_at'])
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
}
