import { type Kysely, sql } from 'kysely';

/**
 * The text-message outbox (text-the-app): each message to a phone number, written before it is
 * sent, as the mail outbox is. With no SMS provider configured the outbox is the delivery, read on
 * this machine at /dev/sms-outbox; numbers are kept one day at most (the purge job).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sms_outbox (
      id uuid primary key,
      kind text not null,
      to_number text not null,
      body text not null,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`.execute(db);
  await sql`create index sms_outbox_number_idx on sms_outbox (to_number, created_at)`.execute(db);
  await sql`create index sms_outbox_created_idx on sms_outbox (created_at)`.execute(db);
}
